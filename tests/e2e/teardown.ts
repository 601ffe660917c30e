import fs from "node:fs";

/** Removes the run's throwaway DATA_DIR (the server has stopped by now). */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("e2e-data-")) fs.rmSync(dir, { recursive: true, force: true });
}
