import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The module boundaries of the API are lint rules (eslint.config.js): a module uses
 * another only through its index.ts, and a table only through the module that owns it.
 * These snippets are linted as if they were files of the bookings module.
 */

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const BOOKINGS_FILE = 'apps/api/src/modules/bookings/boundary-example.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The boundary errors ESLint reports for `code` in `filePath`. */
async function boundaryErrors(code: string, filePath = BOOKINGS_FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('API module boundaries', () => {
  it("refuse another module's repository", async () => {
    const errors = await boundaryErrors(
      "import { findBookableAsset } from '../catalogue/catalogue.repository.ts';\nexport const find = findBookableAsset;\n",
    );
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it("refuse another module's tables", async () => {
    const errors = await boundaryErrors(
      "import { assets } from '../../db/schema/catalogue.ts';\nexport const table = assets;\n",
    );
    expect(errors).toEqual([expect.stringContaining('only by the module that owns it')]);
  });

  it("accept another module's index and the module's own tables", async () => {
    const errors = await boundaryErrors(
      "import { createCatalogueService } from '../catalogue/index.ts';\n" +
        "import { bookings } from '../../db/schema/bookings.ts';\n" +
        'export const used = [createCatalogueService, bookings];\n',
    );
    expect(errors).toEqual([]);
  });

  it('keep the demo seed out of the product', async () => {
    const errors = await boundaryErrors(
      "import { seedTown } from '../../seed/seed-town.ts';\nexport const seed = seedTown;\n",
      'apps/api/src/modules/catalogue/boundary-example.ts',
    );
    expect(errors).toEqual([expect.stringContaining('demo seed')]);
  });
});
