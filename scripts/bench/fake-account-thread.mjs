// Worker threads do not inherit tsx's loader: register it here, then run the TypeScript thread.
import { register } from "tsx/esm/api";

register();
await import("./fake-account-server.ts");
