import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/server/db/schema.ts",
    "./app/server/db/quote-schema.ts",
    "./app/server/db/document-schema.ts",
    "./app/server/db/second-factor-schema.ts",
    "./app/server/db/storage-schema.ts",
  ],
  out: "./drizzle",
});
