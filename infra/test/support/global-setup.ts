import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** One temporary root for the whole run (synth outputs, bundles), removed at the end. */
export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aed-infra-test-'));
  process.env.AED_INFRA_TEST_TMP = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
