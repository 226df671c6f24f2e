export * from "./auth";
export * from "./brand";
export * from "./campaigns";
export * from "./contacts";
export * from "./frameworks";
export * from "./launch";
export * from "./metrics";
export * from "./engagement";
