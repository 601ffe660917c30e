import fs from "node:fs";

/** Removes the run's throwaway DATA_DIRs (the servers have stopped by now). */
export default function teardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_DATA_DIR_B, process.env.E2E_DATA_DIR_C]) {
    if (dir?.includes("e2e-data-")) fs.rmSync(dir, { recursive: true, force: true });
  }
}
