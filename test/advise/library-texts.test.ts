/**
 * The advisor's library held as texts: the texts the page carries (the folder's files under another name) give
 * the advice the folder on disk gives, and a situation missing from the texts is an error at the library's entry,
 * as a missing file is on disk.
 */
import { describe, expect, it } from 'vitest';
import { adviceJson, advise, diskLibrary, libraryEntries, positionProfile, UserError, type LibraryTexts } from '../../src/index.js';

const PAGE: LibraryTexts = { folder: 'library/', files: diskLibrary().files };

describe('the library as texts', () => {
  it('holds every role file and situation of the folder', () => {
    const files = Object.keys(diskLibrary().files);
    expect(files).toEqual(expect.arrayContaining(['blitzer.yaml', 'lineman.yaml', 'runner.yaml', 'thrower.yaml', 'bigGuy.yaml', 'situations/foul.yaml']));
    // Every situation a role file names is among the texts.
    for (const role of ['blitzer', 'lineman', 'runner', 'thrower', 'bigGuy'] as const) {
      for (const entry of libraryEntries(role, PAGE)) expect(files).toContain(entry.file);
    }
  });

  it('advises a Human Blitzer from the page\'s texts exactly as from the folder', async () => {
    const fromDisk = adviceJson(await advise(positionProfile({ team: 'Human', position: 'Blitzer' }), { workers: 0 }));
    const fromTexts = adviceJson(await advise(positionProfile({ team: 'Human', position: 'Blitzer' }, PAGE), { workers: 0 }));
    expect(fromTexts.ranking).toEqual(fromDisk.ranking);
    expect(fromTexts.baseFractions).toEqual(fromDisk.baseFractions);
  });

  it('says which entry of the library names a situation it does not hold', () => {
    const files = { ...PAGE.files };
    delete files['situations/foul.yaml'];
    const profile = positionProfile({ team: 'Human', position: 'Blitzer' }, { folder: 'library/', files });
    return advise(profile, { workers: 0 }).then(
      () => expect.unreachable(),
      (error: unknown) => {
        expect(error).toBeInstanceOf(UserError);
        // blitzer.yaml's sixth entry (line 15) is situations/foul.yaml.
        expect((error as UserError).message).toMatch(/^library\/blitzer\.yaml:15:\d+ .*cannot read the situation 'situations\/foul\.yaml' \(looked for library\/situations\/foul\.yaml\): no such file/);
      },
    );
  });
});
