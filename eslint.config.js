import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const clientFeatures = readdirSync("src/client/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones }], "import-x/no-cycle": ["error", { ignoreExternal: true }] },
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
