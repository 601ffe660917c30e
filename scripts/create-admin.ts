/**
 * npm run admin:create -- --username <name> [--password <password>]
 *
 * Creates an administrator, or sets a new password when the username exists. Without
 * --password (or ADMIN_PASSWORD) a strong password is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from "../app/lib/validation/accounts";
import { ConfigError, getConfig } from "../app/server/config.server";
import { UsernameTakenError, upsertAdmin } from "../app/server/services/admin-users.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";

const { values } = parseArgs({ options: { username: { type: "string" }, password: { type: "string" } } });

try {
  const config = getConfig();
  const username = (values.username ?? config.ADMIN_USERNAME).trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw new ConfigError("--username must be 3-50 letters, digits, dots, hyphens or underscores");
  }
  const given = values.password ?? config.ADMIN_PASSWORD;
  if (given !== undefined && (given.length < MIN_PASSWORD_LENGTH || given.length > MAX_PASSWORD_LENGTH)) {
    throw new ConfigError(`--password must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters`);
  }
  const password = given ?? randomBytes(12).toString("base64url");
  await openConfiguredDatabase(() => {}, config);
  const result = await upsertAdmin(username, password);
  console.log(`${result.created ? "Created administrator" : "Set a new password for"} "${username}".`);
  if (!given) console.log(`Password (shown only this once): ${password}`);
  await stopServices();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof UsernameTakenError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
