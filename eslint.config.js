import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const featureFolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const clientFeatures = featureFolders("src/client/features");
const serverFeatures = featureFolders("src/server/features");

/**
 * Layering that keeps itself (bulletproof-react's zones). Each zone: files in `target` may not import from `from`.
 * - src/shared runs in the browser and on the server, so it can depend on neither.
 * - The browser bundle must not pull in server code, nor the server React code; the one crossing is the
 *   type-only `ApiType` of server/app.ts that types the whole API client (`hc<ApiType>`, erased at build time).
 * - config.ts is read first by every process and script, so it depends on no module of the app (no cycles, no
 *   side effects before the configuration is known).
 * - A client feature may use another feature's `api/` (its query options, keys and answer types: the server data
 *   it owns, which others read or invalidate) and nothing else of it. A page that composes several features'
 *   components lives in src/client/app/routes/.
 * - components/ and lib/ are the client's shared building blocks: they know no feature and no route.
 */
const layerZones = [
  { target: "./src/shared", from: ["./src/client", "./src/server"], message: "src/shared runs in the browser and on the server: it imports neither." },
  { target: "./src/server", from: "./src/client", message: "The server does not import client code." },
  { target: "./src/client", from: "./src/server", except: ["./app.ts"], message: "The client does not import server code (only the type ApiType of server/app.ts)." },
  { target: "./src/server/config.ts", from: "./src", message: "config.ts depends on no module of the app." },
  {
    target: ["./src/client/components", "./src/client/lib"],
    from: ["./src/client/features", "./src/client/app", "./src/client/router.tsx"],
    message: "Shared client code knows no feature and no route.",
  },
  { target: "./src/client/features", from: "./src/client/app", message: "Features do not import the app layer: shared client code lives in src/client/lib/." },
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: "./src/client/features",
    except: [`./${feature}`, ...clientFeatures.filter((other) => other !== feature).map((other) => `./${other}/api`)],
    message: "A feature imports only another feature's api/; compose several features in src/client/app/routes/.",
  })),
];

/**
 * The server's layers, lowest first (paths under src/server). A module imports from its own layer and the layers
 * below it, never from a layer above, so the import graph of src/server has no arrow running back up.
 * - process/net/disk are facts of the machine; db, storage and mail the stores and the mailer; http the request
 *   toolkit (errors, validation, the request's env) that auth and the features build on.
 * - notices (approval notices) and page-input (what a page is made from) are read by jobs and features, and
 *   page-input by ai, render and quality alike.
 * - jobs is the generation pipeline, the queue and the job payloads the features send; job-worker/ (every job's definition
 *   and handler, and the worker that registers them) composes the handlers of every feature, like services.ts, so it
 *   sits above the features.
 * - Tests and src/server/test (test support) are no layer: a test may start the whole app.
 */
const serverLayers = [
  ["config.ts", "logger.ts"],
  ["process", "net", "disk"],
  ["db"],
  ["storage", "mail", "http"],
  ["notices", "page-input"],
  ["ai"],
  ["render", "quality"],
  ["jobs"],
  ["auth"],
  ["features"],
  ["app.ts", "services.ts", "web-cluster.ts", "job-worker"],
  ["main.ts", "worker.ts"],
];
const serverPath = (place) => `./src/server/${place}`;
const serverZones = [
  ...serverLayers.slice(0, -1).map((layer, index) => ({
    target: layer.map(serverPath),
    from: serverLayers.slice(index + 1).flat().map(serverPath),
    message: `Server layers, lowest first: ${serverLayers.map((l) => l.join(" ")).join(" < ")}. A module imports only from its own layer and those below.`,
  })),
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: "./src/server/features",
    except: [
      `./${feature}`,
      "./deps.ts",
      ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/service.ts`),
    ],
    message: "A server feature imports another feature only through its service.ts.",
  })),
  { target: "./src/server", from: "./src/server/test", message: "Production code imports no test support: src/server/test is for tests, benchmarks and fault scripts." },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "src/server/db/migrations", "test-results", "playwright-report", "data", ".e2e-data"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // "@/x" is src/x (tsconfig.json paths): the zones below see where an aliased import really lands.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"], alias: { "@": [fileURLToPath(new URL("./src", import.meta.url))] } })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones }], "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The same rule with the server's layers added (a later block's options replace the earlier ones for these files).
    files: ["src/server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/server/test/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...serverZones] }] },
  },
  {
    // PostgreSQL refuses a NUL byte in text and jsonb: a bare z.string() in a shared schema let one through to a 500.
    // Text fields start from storableString (schemas/text-fields.ts), so every one of them answers a clear 400.
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/schemas/text-fields.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use storableString() from schemas/text-fields.ts: it refuses NUL bytes and lone surrogates with a clear message.",
        },
      ],
    },
  },
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
);
