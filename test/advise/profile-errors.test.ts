/**
 * Bad profiles get the scenarios' kind of message: the file, line and column, the path, the nearest valid name
 * (exit code 2 from the CLI: `cli.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { BLOCK, DODGE, adviceError } from './support.js';

const profile = (body: string) => `name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\n${body}`;
const situations = 'situations:\n  - { file: dodge.yaml }\n';
const files = (text: string, more: Record<string, string> = {}) => ({ 'profile.yaml': text, 'dodge.yaml': DODGE, 'block.yaml': BLOCK, ...more });

async function messageOf(text: string, more: Record<string, string> = {}): Promise<string> {
  return (await adviceError(files(text, more))).message.replace(/^.*\/profile\.yaml/, 'profile.yaml');
}

describe('profile errors', () => {
  it('an unknown key, with the nearest one', async () => {
    expect(await messageOf(profile(`${situations}candidate: all\n`))).toBe(
      "profile.yaml:6:1 at candidate: unknown key 'candidate'; expected one of 'name', 'description', 'edition', 'player', 'access', 'role', 'candidates', 'situations'; did you mean 'candidates'?");
  });

  it('a category misspelt', async () => {
    expect(await messageOf(`name: p\nplayer: { ag: 3+ }\naccess: { primary: [Stength] }\n${situations}`)).toMatch(
      /^profile\.yaml:3:21 at access\.primary\[0\]: 'Stength' is not valid; expected one of .*; did you mean 'Strength'\?$/);
  });

  it('a category both primary and secondary', async () => {
    expect(await messageOf(`name: p\nplayer: { ag: 3+ }\naccess: { primary: [General], secondary: [General] }\n${situations}`)).toBe(
      "profile.yaml:3:43 at access.secondary[0]: 'General' is both primary and secondary; a category is one or the other");
  });

  it('a player characteristic in the wrong notation, and an unknown skill', async () => {
    expect(await messageOf(`name: p\nplayer: { ag: 3++ }\naccess: { primary: [General] }\n${situations}`)).toBe(
      'profile.yaml:2:15 at player.ag: AG is written like 3+ in this edition');
    expect(await messageOf(`name: p\nplayer: { skills: [Blok] }\naccess: { primary: [General] }\n${situations}`)).toMatch(
      /^profile\.yaml:2:20 at player\.skills\[0\]: unknown skill 'Blok'; did you mean 'Block'\?$/);
  });

  it('a candidate outside the access, and one misspelt', async () => {
    expect(await messageOf(profile(`candidates: [Dodge]\n${situations}`))).toBe(
      "profile.yaml:4:14 at candidates[0]: 'Dodge' is an Agility skill; the player may take skills from 'General'");
    expect(await messageOf(profile(`candidates: [Tackel]\n${situations}`))).toMatch(/at candidates\[0\]: unknown skill 'Tackel'; did you mean 'Tackle'\?$/);
  });

  it('a missing situation file, at its entry', async () => {
    expect(await messageOf(profile('situations:\n  - { file: nowhere.yaml }\n'))).toMatch(
      /^profile\.yaml:5:13 at situations\[0\]\.file: cannot read the situation 'nowhere\.yaml' \(looked for .*nowhere\.yaml\): no such file$/);
  });

  it('a situation listed twice, one with compare:, one of another edition', async () => {
    expect(await messageOf(profile('situations:\n  - { file: dodge.yaml }\n  - { file: dodge.yaml, weight: 2 }\n'))).toMatch(
      /^profile\.yaml:6:13 at situations\[1\]\.file: the situation 'dodge\.yaml' is listed twice/);
    const compare = `${DODGE}compare:\n  with Dodge: { player.skills: [Dodge] }\n`;
    expect(await messageOf(profile('situations:\n  - { file: c.yaml }\n'), { 'c.yaml': compare })).toMatch(/at situations\[0\]\.file: the situation 'c\.yaml' has 'compare:' or 'sweep:'/);
    const old = 'name: old\nedition: bb2016\nplayer: { ag: 3 }\nsteps: [dodge]\n';
    expect(await messageOf(profile('situations:\n  - { file: old.yaml }\n'), { 'old.yaml': old })).toMatch(/the situation 'old\.yaml' is written for bb2016, the profile for bb2020/);
  });

  it('the player under study: none called player, or a misspelt advise:', async () => {
    const two = 'name: two\nplayers:\n  thrower: { ag: 3+ }\n  catcher: { ag: 3+ }\nsteps: [{ dodge: { by: thrower } }]\n';
    expect(await messageOf(profile('situations:\n  - { file: two.yaml }\n'), { 'two.yaml': two })).toMatch(
      /^profile\.yaml:5:5 at situations\[0\]: 'two\.yaml' has no player called 'player'; say which one is under study with 'advise:' \(one of 'thrower', 'catcher'\)$/);
    expect(await messageOf(profile('situations:\n  - { file: two.yaml, advise: throwr }\n'), { 'two.yaml': two })).toMatch(
      /at situations\[0\]\.advise: 'advise: throwr' names no player of 'two\.yaml'; its players are 'thrower', 'catcher'; did you mean 'thrower'\?$/);
  });

  it('a weight that is not positive, a goal that is not a metric', async () => {
    expect(await messageOf(profile('situations:\n  - { file: dodge.yaml, weight: 0 }\n'))).toMatch(/at situations\[0\]\.weight: weight 0 is out of range: expected/);
    expect(await messageOf(profile('situations:\n  - { file: dodge.yaml, goal: sucess }\n'))).toMatch(/at situations\[0\]\.goal: 'sucess' is not valid; .*did you mean 'success'\?$/);
  });

  it('the profile player who does not fit a situation: the situation says why', async () => {
    const noAg = 'name: p\nplayer: { st: 3 }\naccess: { primary: [General] }\nsituations:\n  - { file: dodge2.yaml }\n';
    const dodge = 'name: d\nplayer: { st: 3 }\nsteps: [dodge]\n';
    expect(await messageOf(noAg, { 'dodge2.yaml': dodge })).toMatch(/dodge2\.yaml:3:9 at steps\[0\]: in the situation 'dodge2\.yaml' with the profile's player: a 'dodge' step rolls against AG/);
  });

  it('a situation that is the profile itself, or a directory: said at the profile’s line (issue 24)', async () => {
    expect(await messageOf(profile('situations:\n  - { file: profile.yaml }\n'))).toBe(
      "profile.yaml:5:13 at situations[0].file: the situation 'profile.yaml' is this profile itself; a situation is a scenario file (one line of play)");
    expect(await messageOf(profile('situations:\n  - { file: . }\n'))).toMatch(
      /^profile\.yaml:5:13 at situations\[0\]\.file: the situation '\.' is a directory \(.*\); name one scenario file in it$/);
  });
});
