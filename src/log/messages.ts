/** Every message a user sees about bad input, in one place so tests can assert on them. */
import { wholeNumber } from '../vocabulary/numbers.js';
import { didYouMean } from './suggest.js';

const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

/** Every message a user sees about bad input, each a function of what went wrong (tests assert on them). */
export const message = {
  fileMissing: (file: string) => `cannot read the file (${file}): no such file`,
  fileUnreadable: (reason: string) => `cannot read the file: ${reason}`,
  fileTooLarge: (max: number) =>
    `the file is larger than ${wholeNumber(max)} bytes, the most a scenario may hold (is it a scenario file?)`,
  tooDeep: (max: number) => `lists and mappings nest more than ${max} levels deep here; a scenario needs a handful`,
  aliasExpansion: (max: number) =>
    `the aliases (*name) of this file expand past ${max} copies (an alias bomb?); write the values out, or use fewer aliases`,
  outputIsDirectory: (what: string, dir: string, example: string) =>
    `cannot write the ${what} there: it is a directory (give a file name, e.g. ${dir.replace(/\/+$/, '')}/${example})`,
  cannotWrite: (what: string, reason: string) => `cannot write the ${what}: ${reason}`,
  stackOverflow: () => 'the evaluation ran out of call stack (the line is too deep for nuffle); please report it with the scenario file',
  noScenarios: (dir: string) => `no scenario files (*.yaml, *.yml) in ${dir}`,
  yamlSyntax: (detail: string) => `YAML syntax error: ${detail}`,
  oneDocument: () => "a scenario file holds one YAML document; a second one starts here (remove the '---' line, or split the file)",
  duplicateKey: (key: string, firstLine: number | undefined) =>
    `duplicate key '${key}'${firstLine === undefined ? '' : ` (first given at line ${firstLine})`}; give each key once`,
  notAMapping: () => 'expected a mapping of keys (name:, steps:, …) at the top of the scenario',
  unknownKey: (key: string, valid: readonly string[]) =>
    `unknown key '${key}'; expected one of ${list(valid)}${didYouMean(key, valid)}`,
  missingKey: (key: string) => `missing required key '${key}'`,
  unknownStep: (kind: string, valid: readonly string[]) =>
    `unknown step '${kind}'; expected one of ${list(valid)}${didYouMean(kind, valid)}`,
  stepShape: () => 'a step is a bare word (- rush) or one key with its options (- dodge: { marked: 1 })',
  invalidChoice: (value: string, valid: readonly string[]) =>
    `'${value}' is not valid; expected one of ${list(valid)}${didYouMean(value, valid)}`,
  wrongType: (expected: string, received: string) => `expected ${expected}, got ${received}`,
  notFinite: (value: number) =>
    `expected a finite number, got ${Number.isNaN(value) ? 'NaN (not a number)' : `${value < 0 ? 'minus ' : ''}infinity (not a finite number)`}`,
  wrongChoiceType: (valid: readonly string[], received: string) => `expected one of ${list(valid)}, got ${received}`,
  tooManyItems: (key: string, count: number, max: number) => `'${key}' lists ${count} entries; at most ${max} are allowed`,
  tooManyPlayers: (key: string, count: number, max: number) =>
    `'${key}' names ${count} players; at most ${max} are allowed (a team fields eleven)`,
  outOfRange: (what: string, value: unknown, range: string) => `${what} ${JSON.stringify(value)} is out of range: expected ${range}`,
  unknownSkill: (skill: string, valid: readonly string[]) => `unknown skill '${skill}'${didYouMean(skill, valid)}`,
  skillNotInEdition: (skill: string, edition: string) => `'${skill}' is not a skill of ${edition}`,
  actionNotInEdition: (kind: string, action: string, edition: string) => `the step '${kind}' (${action}) is a bb2025 action, not one of ${edition}`,
  teamStaffNotInEdition: (what: string, edition: string) => `${what} is a rule of bb2025, not of ${edition} (write edition: bb2025, or leave it out)`,
  skillNotModelled: (skill: string) =>
    `the skill '${skill}' is not modelled yet: nuffle cannot compute odds with it (remove it, or replace its effect with a 'test' step)`,
  skillParam: (skill: string, form: string) => `'${skill}' takes a number written like '${form}'`,
  skillParamRange: (written: string, skill: string, range: string, form: string) =>
    `'${written}' is out of range: ${skill} takes ${range}, written like '${form}'`,
  unknownPlayer: (name: string, valid: readonly string[]) =>
    `'by: ${name}' names no player; the players are ${list(valid)}${didYouMean(name, valid)}`,
  unknownTeammate: (key: string, name: string, valid: readonly string[]) =>
    `'${key}: ${name}' names no player; the players are ${list(valid)}${didYouMean(name, valid)}`,
  teammateRequired: (kind: string, key: string, valid: readonly string[]) =>
    `a '${kind}' step needs '${key}:', the team-mate who receives the ball (one of ${list(valid)})`,
  teammateIsSelf: (kind: string, key: string, player: string) => `'${key}: ${player}' names the player making the ${kind} itself; name the team-mate who receives`,
  animosityWithoutTrait: (player: string) =>
    `'animosity: true' rolls for the Animosity trait, which player '${player}' lacks (give it the trait, or remove 'animosity')`,
  byRequired: (valid: readonly string[]) => `with several players each step needs 'by:' (one of ${list(valid)})`,
  playerAndPlayers: () => "give either 'player:' or 'players:', not both",
  noPlayer: () => "the scenario needs 'player:' (or 'players:')",
  unknownMetric: (name: string, valid: readonly string[]) =>
    `unknown metric '${name}'; expected one of ${list(valid)}${didYouMean(name, valid)}`,
  tooManyRushes: (player: string, count: number, allowed: number) =>
    `player '${player}' rushes ${count} times; at most ${allowed} rushes are allowed${allowed === 2 ? ' (3 with Sprint, or with Burst of Speed in bb2020)' : ''}`,
  rerollSkillMissing: (skill: string, player: string) => `'${skill}' is listed to re-roll this roll but player '${player}' lacks it`,
  agNeeded: (kind: string, player: string, example: string) =>
    `a '${kind}' step rolls against AG, but player '${player}' has no 'ag:' (write ag: ${example})`,
  passNeedsPa: (player: string) => `player '${player}' passes but has no 'pa:' (write pa: 4+, or pa: '-' for a player who cannot pass)`,
  rerollOnUnrerollable: () => "'reroll:' names skills, but 'rerollable: false' says no re-roll may touch this roll",
  editionNotation: (what: string, example: string) => `${what} is written ${example} in this edition`,
  opponentAndOpponents: () => "give either 'opponent:' or 'opponents:', not both",
  contactNeedsOpponent: (kind: string) =>
    `a '${kind}' step needs an opponent to hit: add 'opponent: { st: 3, av: 9+ }' (or 'opponents:')`,
  unknownTarget: (name: string, valid: readonly string[]) =>
    `'target: ${name}' names no opponent; the opponents are ${list(valid)}${didYouMean(name, valid)}`,
  unknownOpponent: (path: string, name: string, valid: readonly string[]) =>
    `'${path}: ${name}' names no opponent; the opponents are ${list(valid)}${didYouMean(name, valid)}`,
  bombOffset: (at: readonly number[]) =>
    `'at: [${at.join(', ')}]' is not a square around the target square: each of dx, dy is −1, 0 or 1, not both 0`,
  bombVictimTwice: (name: string) => `opponent '${name}' is named twice among the bomb's victims`,
  bombSquareTwice: (at: readonly number[]) => `two opponents stand at [${at.join(', ')}]: one square holds one player`,
  bombNeedsVictim: () => "a 'bomb' step needs an opponent it may hit: 'hit:' (in the target square) or 'near:' (around it)",
  ballAndChainWith: (player: string, skill: string) =>
    `player '${player}' has Ball and Chain, which "cannot also have the … ${skill} … skills" (seed 001): remove one`,
  intoRequired: (valid: readonly string[]) => `with several opponents a 'chainMove' needs 'into:' (one of ${list(valid)})`,
  dumpOffNeeded: (opponent: string) =>
    `opponent '${opponent}' has Dump-Off and holds the ball: say how its quick pass goes, e.g. 'dumpOff: { pa: 4+, to: { ag: 3+ } }'`,
  opponentLacks: (opponent: string, skill: string) => `opponent '${opponent}' does not have ${skill}`,
  dumpOffWithoutBall: () => "'dumpOff:' is the ball carrier's pass: write 'ball: true' too",
  dumpOffNeedsPa: (opponent: string) => `opponent '${opponent}' dumps off against its PA: write 'pa:' in 'dumpOff:' (e.g. pa: 4+, or pa: '-')`,
  noPaInEdition: (edition: string) => `${edition} has no PA: the carrier's pass rolls against 7 − its AG (the opponent's 'ag:')`,
  targetRequired: (valid: readonly string[]) => `with several opponents each contact step needs 'target:' (one of ${list(valid)})`,
  blockDice: (value: number) =>
    `block dice ${value} is out of range: expected 1, 2 or 3 (the attacker chooses) or -2, -3 (the defender chooses)`,
  unknownAssister: (path: string, name: string, side: string, valid: readonly string[]) =>
    `'${path}: ${name}' names no ${side}; they are ${list(valid)}${didYouMean(name, valid)}`,
  assisterTwice: (name: string) => `'${name}' is named twice among the assists of this step: a player gives one assist`,
  assisterIsActor: (name: string, role: string) => `'${name}' is the ${role} of this step: it cannot also assist it`,
  tooManyAssists: (which: string, value: number, max: number) =>
    `${which} ${value} is more than a pitch allows: at most ${max} (eight squares surround a player and one holds the other side)`,
  activationTargetOnlyFoulAppearance: (trait: string) => `only Foul Appearance names a target; ${trait} is the player's own`,
  playerLacksTrait: (player: string, trait: string) => `player '${player}' does not have ${trait}`,
  activationEnded: (player: string, kind: string, endedBy: string, at: number) =>
    `the line stops at this ${kind} step: the ${endedBy} of player '${player}' (step ${at}) ended its activation, so nothing after it by '${player}' is played (success 0 from here); only a catch by it may follow (a catch is not part of the catcher's activation)`,
  flagWithoutTrait: (player: string, flag: string, traits: readonly string[]) =>
    `${flag}: true has no effect: player '${player}' has no ${traits.join(' nor ')} (the only trait${traits.length > 1 ? 's' : ''} that read${traits.length > 1 ? '' : 's'} it)`,
  hailMaryBlizzard: () => 'a Hail Mary Pass may not be used in a Blizzard (seed 001 Hail Mary Pass), and a rush of this line says blizzard: true',
  notARegularFile: (file: string, kind: string) => `'${file}' is ${kind}, not a regular file: nuffle reads scenario files only (save it to a .yaml file first)`,
  profileNotScenario: (file: string) => `this is a skill advisor profile (it lists situations:), not a scenario: run it with 'nuffle advise ${file}'`,
  profilesSkipped: (files: readonly string[]) =>
    `skipped ${files.length === 1 ? 'an advisor profile' : `${files.length} advisor profiles`} (run ${files.length === 1 ? 'it' : 'each'} with 'nuffle advise FILE'): ${files.join(', ')}`,
  samplesCapped: (samples: string, cap: string) =>
    `${samples} trials per variant is more than the ${cap} accepted without --long-run (those already bring every 95% half-width under 0.0001; this many would run for hours or days): add --long-run to run them anyway`,
  workersCapped: (asked: number, cores: number) =>
    `--workers ${asked}: this machine has ${cores} core${cores === 1 ? '' : 's'}, so ${cores} worker thread${cores === 1 ? '' : 's'} run${cores === 1 ? 's' : ''} (more would only share them; a run also starts no more threads than it has chunks of 262,144 trials)`,
  unprintable: (code: string) =>
    `the character ${code} is not accepted here: names, labels, comments and titles may not hold control characters (terminal escapes) nor bidirectional marks that reorder the rest of a line; write plain text`,
  usageHint: () => "(run 'nuffle --help' for the commands, 'nuffle COMMAND --help' for a command's options)",
  advicePartial: (ranked: number, planned: number) =>
    `stopped early (Ctrl-C): partial — ${ranked} of ${planned} candidates ranked, no pairs searched`,
  feedOnlyBloodlust: () => 'feed: true is for Bloodlust only',
  foulAppearanceTarget: () => 'Foul Appearance needs the target: the opponent that has it',
  opponentLacksFoulAppearance: (opponent: string) => `opponent '${opponent}' does not have Foul Appearance`,
  skillTakesNoNumber: (skill: string) => `'${skill}' takes no number`,
  myBall: (kind: string, player: string) =>
    `player '${player}' has My Ball: it "may not make Pass actions, Hand-off actions" (seed 001), so no '${kind}' step is theirs`,
  markerTwice: (name: string) => `opponent '${name}' is named twice in 'from:'`,
  markerAndFlag: (option: string, skill: string, name: string) =>
    `'${option}' and 'from:' both give ${skill} (opponent '${name}' has it): say it once, by name or by '${option}'`,
  markerMaNeeded: (name: string) => `opponent '${name}' has Shadowing, whose roll reads its MA: give it an 'ma:'`,
  maNeeded: (what: string, player: string) => `${what} reads the mover's MA: give player '${player}' an 'ma:'`,
  hailMaryInterference: () => 'a Hail Mary Pass "cannot be interfered with" (seed 001 Hail Mary Pass): remove interference:',
  furyNeedsRollAndBlock: (player: string) =>
    `fury: true is Fury of the Blood God's second Block action: write player '${player}''s Unchannelled Fury roll (an activation step) and a first block before it`,
  tandemHailMary: () => 'tandem: drops a pass\'s range modifier (Working In Tandem), but a Hail Mary Pass is modified as a bomb whatever the square: remove tandem: or hailMary:',
  receiverOnThrower: () => 'receiverAt: { dx: 0, dy: 0 } is the thrower\'s own square; give where the receiver stands from the thrower',
  thrownNeedsRightStuff: (kind: string, player: string) =>
    `player '${player}' cannot be thrown: a '${kind}' throws a team-mate with Right Stuff (seed 001 Right Stuff), which '${player}' lacks`,
  thrownTooStrong: (player: string, st: number, max: number) =>
    `player '${player}' has ST ${st}: Right Stuff lets a player be thrown only with ST ${max} or less (seed 001 Right Stuff)`,
  throwerTooWeak: (player: string, st: number, min: number) =>
    `player '${player}' has ST ${st}: Throw Team-mate needs ST ${min} or more (seed 001 Throw Team-mate)`,
  kickRange: (range: string, edition: string, valid: readonly string[]) =>
    `a ${edition} Kick Team-mate cannot be '${range}'; expected one of ${list(valid)} (seed 001 / seed 004 Kick Team-mate)`,
  argueTheCallEdition: (edition: string) =>
    `Argue the Call is not a rule of ${edition} (it came with bb2020): remove 'argueTheCall', or play bb2020 or bb2025`,
  stepNeedsSkill: (kind: string, skill: string, player: string) => `a '${kind}' step needs the '${skill}' skill, which player '${player}' lacks`,
  unknownEdition: (name: string, valid: readonly string[]) =>
    `unknown edition '${name}'; expected one of ${list(valid)}${didYouMean(name, valid)}`,
  unknownOverridePath: (path: string, part: string, valid: readonly string[]) =>
    `'${path}' names nothing: '${part}' is not a key there; expected one of ${list(valid)}${didYouMean(part, valid)}`,
  overrideIntoValue: (path: string, value: string) => `'${path}' goes inside '${value}', which is a plain value with no keys`,
  overrideIndex: (path: string, part: string, length: number) =>
    `'${path}': '${part}' is not a position in a list of ${length} (0..${length - 1})`,
  shiftNotNumber: (path: string) => `'${path}: +N' adds to the file's '${path}', which is not a number`,
  skillEditNotList: (path: string) => `'${path}: { add, remove }' edits the file's list of skills, but '${path}' is not a list`,
  skillNotToRemove: (skill: string, path: string, present: readonly string[]) =>
    `cannot remove '${skill}': ${path} has ${present.length > 0 ? list(present) : 'no skills'}${didYouMean(skill, present)}`,
  skillAlreadyThere: (skill: string, path: string) => `cannot add '${skill}': ${path} has it already`,
  inVariant: (label: string, detail: string) => `in ${label}: ${detail}`,
  sweepOverlap: (swept: string, variant: string, overridden: string) =>
    `'${swept}' is swept and variant '${variant}' also sets '${overridden}'; the sweep would overwrite it (sweep it or set it, not both)`,
  tooManyVariants: (count: number, max: number, compared: boolean) =>
    `${compared ? 'compare × sweep makes' : "'sweep:' makes a grid of"} ${count} evaluations; at most ${max} are allowed`,
  tooManyCompared: (count: number, max: number) => `'compare:' names ${count} variants; at most ${max} are allowed`,
  emptyCompare: () => "'compare:' names no variant",
  sweepDuplicate: (path: string, value: string) => `'${path}' lists ${value} twice; each grid point is evaluated once`,
  chartNotApplicable: (kind: string, available: readonly string[]) =>
    `this file has no '${kind}' chart; it has ${list(available)}`,
  unknownVariantName: (name: string, valid: readonly string[]) =>
    `no variant is named '${name}'; the variants are ${list(valid)}${didYouMean(name, valid)}`,
  // Rosters (`player: { team: human, position: Blitzer }`, `nuffle roster`).
  noRosters: (edition: string, editions: readonly string[]) =>
    `nuffle has no rosters for ${edition}; 'team:' and 'position:' need ${list(editions)} (write the characteristics instead)`,
  unknownTeam: (name: string, edition: string, valid: readonly string[]) =>
    `unknown team '${name}' in ${edition}; expected one of ${list(valid)}${didYouMean(name, valid)}`,
  unknownPosition: (name: string, team: string, valid: readonly string[]) =>
    `the ${team} team has no position '${name}'; expected one of ${list(valid)}${didYouMean(name, valid)}`,
  rosterNeeds: (key: string, other: string) => `'${key}:' needs '${other}:' beside it (team: human, position: Blitzer)`,
  rosterSkillsUnresolved: (position: string, team: string, skills: readonly string[]) =>
    `the ${team} ${position} starts with ${list(skills)}, which nuffle does not know yet; write the player's characteristics and skills instead of 'team:' and 'position:'`,
  // Star players (`player: { star: Griff Oberwald }`, issue 22).
  unknownStar: (name: string, edition: string, valid: readonly string[]) =>
    `unknown star player '${name}' in ${edition}; expected one of ${list(valid)}${didYouMean(name, valid)}`,
  starNotInEdition: (name: string, edition: string, editions: readonly string[]) =>
    `${name} is not a star player in ${edition} (only in ${list(editions)}); write another star, or the player's characteristics`,
  starWithTeam: () => "'star:' fills the whole player: write either 'star:' or 'team:' and 'position:', not both",
  starSkillsUnresolved: (star: string, skills: readonly string[]) =>
    `${star} has ${list(skills)}, which nuffle does not know yet; write the star's 'skills:' as a list without them`,
  giftTwice: (key: string, first: string) => `'${key}:' is given to one player of a turn at most, and '${first}' already has it; leave one out`,
  carrierOnly: (player: string, rule: string) =>
    `'carrying: true' is ${rule}'s carrier: Grak (the rule, without Right Stuff: player: { star: Grak }), which '${player}' is not`,
  giftNotInEdition: (key: string, rule: string, edition: string) => `'${key}:' is ${rule}, which no star has in ${edition}`,
  giftNeedsGiver: (key: string, rule: string) => `'${key}:' needs a team-mate with ${rule} among the players (player: { star: Grombrindal } in bb2025, Grombindal, the White Dwarf in bb2020)`,
  giftSkill: (skill: string, rule: string, valid: readonly string[]) => `${rule} gives one of ${list(valid)}, not '${skill}'${didYouMean(skill, valid)}`,
  giftHeld: (player: string, skill: string, rule: string) => `'${player}' already has ${skill}: ${rule} gives it nothing then; name another skill`,
  needsBlitz: (key: string) => `'${key}:' is for the block of a Blitz: write 'blitz: true' on this block, or leave '${key}:' out`,
  starRuleNotModelled: (star: string, rule: string, effect: string) =>
    `${star}'s special rule '${rule}' (${effect}) is not modelled yet; write the star's 'skills:' as a list without it to leave it out`,
  skillsAddShape: () => "'skills:' is a list of names, or '{ add: [names] }' to add to the roster's skills",
  // The skill advisor's profiles (`nuffle advise`, docs/advise.md).
  profileNotAMapping: () => 'expected a mapping of keys (name:, player:, access:, situations:, …) at the top of the profile',
  situationMissing: (file: string, resolved: string, fromHere: boolean) =>
    `cannot read the situation '${file}' (looked for ${resolved}): no such file` +
    (fromHere ? "; situation files are relative to the profile's folder, not to where nuffle runs" : ''),
  situationIsProfile: (file: string) => `the situation '${file}' is this profile itself; a situation is a scenario file (one line of play)`,
  situationIsDirectory: (file: string, resolved: string) => `the situation '${file}' is a directory (${resolved}); name one scenario file in it`,
  situationUnreadable: (file: string, detail: string) => `cannot use the situation '${file}': ${detail}`,
  situationHasVariants: (file: string) =>
    `the situation '${file}' has 'compare:' or 'sweep:'; a situation is one line of play (copy the variant you mean into a file of its own)`,
  situationEdition: (file: string, written: string, edition: string) =>
    `the situation '${file}' is written for ${written}, the profile for ${edition}; give the profile's edition to both`,
  situationTwice: (file: string) => `the situation '${file}' is listed twice; list it once (its weight says how often it comes up)`,
  unknownAdvised: (id: string, file: string, valid: readonly string[]) =>
    `'advise: ${id}' names no player of '${file}'; its players are ${list(valid)}${didYouMean(id, valid)}`,
  unknownAdvisedOpponent: (id: string, file: string, valid: readonly string[]) =>
    `'advise: { opponent: ${id} }' names no opponent of '${file}'; its opponents are ${list(valid)}${didYouMean(id, valid)}`,
  advisedRequired: (file: string, valid: readonly string[]) =>
    `'${file}' has no player called 'player'; say which one is under study with 'advise:' (one of ${list(valid)})`,
  inSituation: (file: string, detail: string) => `in the situation '${file}' with the profile's player: ${detail}`,
  situationTooLarge: (file: string, skills: readonly string[], bound: number) =>
    `the situation '${file}'${skills.length > 0 ? ` with ${skills.join(', ')}` : ''} has more than ${wholeNumber(bound)} states: too many to solve exactly (raise --max-states, or shorten the line)`,
  libraryNeedsRole: () =>
    "the library of situations is chosen by the player's role: name a roster position (player: { team: human, position: Blitzer }) or write 'role:' (lineman, blitzer, runner, thrower, bigGuy)",
  perGameEverywhere: (file: string) =>
    `'${file}' says no 'perGame:' while other situations do; the ranking is the expected worth per game only when every situation says how often it comes up per game`,
  categoryTwice: (category: string) => `'${category}' is both primary and secondary; a category is one or the other`,
  candidateNotAccessible: (skill: string, category: string | null, access: readonly string[]) =>
    `'${skill}' is ${category === null ? 'in no category' : `${/^[AEIOU]/.test(category) ? 'an' : 'a'} ${category} skill`}; the player may take skills from ${list(access)}`,
  // Command-line options of the Monte Carlo runner (`nuffle eval --method …`, `nuffle verify`).
  optionInteger: (option: string, value: string, range: string) => `${option} ${JSON.stringify(value)} is not valid: expected an integer in ${range}`,
  optionPrecision: (value: string) => `--precision ${JSON.stringify(value)} is not valid: expected a half-width between 0 and 0.5, e.g. 0.001`,
  fallbackNeedsMonteCarlo: (policy: string) => `--policy ${policy} is a Monte Carlo policy: use --method montecarlo (or auto)`,
  exactTooLarge: (bound: string) =>
    `the model has more than ${bound} states: too many to solve exactly in memory; use --method auto or montecarlo (or a larger --max-states, up to 1,000,000)`,
  optimalTooLarge: (bound: number) =>
    `the model has more than ${wholeNumber(bound)} states, too many to compute the optimal policy: use --policy lookahead (or raise --max-states)`,
  verifyTooLarge: (bound: number) =>
    `verify compares with the exact evaluator, but the model has more than ${wholeNumber(bound)} states (raise --max-states)`,
  // The browser page (`nuffle app`).
  appNotBuilt: (path: string) => `the browser page is not built (${path} is missing): run npm run build first`,
  // BBAC's one-line notation (`nuffle eval --notation`, the page's notation box; docs/notation.md).
  notationEmpty: () => 'the notation is empty: write actions such as D,SF:R2,D3,C3',
  notationEmptyPlayer: (index: number) => `player ${index} of the notation has no action (two ';' in a row?)`,
  notationEmptyAction: (column: number) => `an empty action at character ${column} (two ',' in a row?)`,
  notationColons: (index: number) => `player ${index} has more than one ':' (skills go on one side of a single ':')`,
  notationUnmapped: (part: string, column: number, meaning: string) =>
    `${part} at character ${column} is ${meaning} in BBAC's notation, which nuffle's reader does not map; write this line as a scenario instead`,
  notationUnknownSkill: (code: string, column: number) => `'${code}' at character ${column} is not a skill code of BBAC's notation (docs/notation.md lists them)`,
  notationSkillNumber: (code: string, column: number, numbered: boolean) =>
    numbered ? `skill code '${code}' at character ${column} needs its number (L4, DP1, MB1)` : `skill code '${code}' at character ${column} takes no number`,
  notationUnread: (token: string, column: number) => `cannot read '${token}' at character ${column} (docs/notation.md lists what the reader maps)`,
  notationRange: (token: string, column: number, range: string) => `'${token}' at character ${column} is out of range: expected ${range}`,
  notationHarmAlone: (token: string, column: number) =>
    `'${token}' at character ${column} must follow a block (armour, then injury) or a foul (injury): nuffle rolls armour and injury for a knock-down it knows`,
  notationArmourAfterPush: (token: string, column: number) =>
    `'${token}' at character ${column} follows a block whose successes include a push (4 or 5 faces): armour is rolled only for a knock-down`,
  notationBlockMix: () =>
    'one player blocks with 4 succeeding faces (pushes count: no Block) and with 1, 2, 3 or 5 (Block needed): write these blocks as a scenario instead',
  evalNeedsInput: () => 'give scenario files (or a directory), or --notation "…" (BBAC\'s one-line notation)',
  notationFlagsAlone: (flag: string) => `${flag} reads with --notation only (a scenario file says its own re-rolls and edition)`,
  notationNoReport: () => '--report writes files\' reports; for a notation, write its scenario to a file first',
  notationEdition: (edition: string) => `the notation is read for bb2020 (Season 2) or bb2025 (Season 3), not ${edition}`,
  shadowingMaNeeded: (edition: string) => `Shadowing's opposed roll in ${edition} reads the Shadowing player's MA: write shadowing: { ma: 6 } (only bb2025's flat 4+ needs none)`,
  unsteadySecure: (player: string) => `player '${player}' has Unsteady and "cannot declare Secure the Ball" (S25 Unsteady): write a 'pickup' step instead`,
  // A turn as a set of activations (`activations:`, docs/plan.md).
  unknownActivation: (label: string, valid: readonly string[]) =>
    `'after: ${label}' names no activation; the activations are ${list(valid)}${didYouMean(label, valid)}`,
  activationAfterItself: (label: string) => `activation '${label}' is after itself; name the activations that must come before it`,
  activationCycle: (labels: readonly string[]) =>
    `the activations' after: lists go round in a circle (${labels.join(' → ')}): no order can take them all; drop one of these after:`,
  duplicateActivation: (label: string) => `two activations are labelled '${label}'; give each its own label:`,
  playerActsTwice: (player: string, first: string, second: string) =>
    `player '${player}' acts in two activations ('${first}' and '${second}'); a player is activated once a turn: write its steps in one`,
  stepOfOtherPlayer: (activation: string, player: string, kind: string) =>
    `a '${kind}' step of activation '${activation}' is by '${player}': an activation is one player's action (only the catch of its pass or hand-off is another's); give '${player}' an activation of its own`,
  writtenOrderAgainstAfter: (label: string, after: string) =>
    `order: written takes '${label}' before '${after}', which it is after; write '${after}' first, or use order: best`,
  foulNeedsAfter: (activation: string, target: string, other: string) =>
    `activation '${activation}' fouls '${target}', whom activation '${other}' hits: the foul is made only once it is down, so write after: [${other}] (or use order: written)`,
  worthHundredths: (worth: number) => `worth: ${worth} has more than two decimals; write it in hundredths (0.35), the exact evaluator's finest part`,
  planNeedsActivations: () => 'nuffle plan orders a turn written as activations: (docs/plan.md); this file writes its line as steps: only',
  tooManyActivations: (count: number, max: number) =>
    `the turn has ${count} activations (the steps: beside activations: count as one); at most ${max} are allowed`,
  interleavedSteps: (player: string, other: string, step: number) =>
    `player '${player}' acts again at step ${step}, after '${other}' acted: its steps are not one after another, so its activation is split in two (a player is activated once a turn); write the turn as activations: (docs/plan.md), each player's steps in one`,
  starRuleOnce: (rule: string, what: string) => `'${rule}' is used once per game: only one ${what} of the line may use it`,
  grantedAtActivationStart: (rule: string, kind: string, player: string) =>
    `'${rule}' grants a ${kind} at the start of the activation: write that '${kind}' step before the other steps of player '${player}'`,
  vomitAfterBlock: (player: string) => `player '${player}' blocked earlier in the line, and a Projectile Vomit is a Special action instead of a Block action (seed 001): only a star with Putrid Regurgitation may vomit after blocking`,
  // A star's rule used at the start of its activation (`- starRule`, steps/star-rule/).
  starRuleNone: (player: string, rules: readonly string[]) =>
    `player '${player}' carries no star rule used at the start of an activation; a 'starRule' step takes one of ${list(rules)}`,
  starRuleOther: (player: string, has: string, written: string, rules: readonly string[]) =>
    `player '${player}' carries '${has}', not '${written}'${didYouMean(written, rules)}; leave rule: out, or write rule: ${has}`,
  starRuleNotFirst: (player: string) =>
    `a 'starRule' step is used at the start of the activation: write it before the other steps of player '${player}'`,
  starRuleTwice: (player: string) => `player '${player}' has two 'starRule' steps; the rule is used once, at the start of the activation`,
  starRuleNoTarget: (rule: string, option: string) => `${rule} names no player: leave '${option}:' out`,
  starRuleOthersOnlyBlast: (rule: string) => `'others:' and 'teammate:' say whom Zzharg's 2 may hit; ${rule} has no such roll`,
  starRuleNeedsPickup: (rule: string, player: string) =>
    `${rule} gives player '${player}' the ball instead of its pick-up: write the 'pickup' step of the ball after it (the way there, should the die fail)`,
  opponentAdjacentWithoutRule: (player: string, rules: readonly string[]) =>
    `opponentAdjacent: player '${player}' has no ${rules.join(' nor ')}, the only star rules that turn on an adjacent opponent`,
  morselTooStrong: (name: string, st: number) => `Tasty Morsel bites an opponent with ST ${st} or less; '${name}' is stronger`,
  starRuleOtherTwice: (name: string) => `opponent '${name}' is named twice in 'others:'`,
  starRuleOtherIsTarget: (name: string) => `opponent '${name}' is the target; 'others:' names the other players within 3 squares of it`,
  // Branches on an outcome (`otherwise:` / `instead:` on a step; docs/scenario-format.md "Branches").
  branchBoth: () => 'a step has one branch: otherwise: (the line goes on after it) or instead: (the activation ends with it), not both',
  branchNeedsStep: (mode: string) =>
    `${mode}: hangs on a step: write it beside the step's kind (- gaze: { target: marker }\n    ${mode}: [ ... ])`,
  branchNotList: (mode: string) => `${mode}: is a list of steps, at least one (- dodge: { by: carrier })`,
  branchApart: (player: string) =>
    `the branch's steps do not follow the step of '${player}' they hang on in one run (a step the reader inserts comes between them); write the line without the branch`,
  branchOwnPlayer: (player: string, kind: string, mode: string) =>
    `'${player}' acts in the ${mode}: of its own '${kind}', which runs only when the rules end '${player}''s activation there (a failed roll, a Tentacles hold); give these steps to another player, or put need: on a contact step to branch on what it did`,
  branchAfterEnded: (player: string, kind: string, mode: string) =>
    `'${player}' acts after its '${kind}' with ${mode}:, but '${kind}' ends '${player}''s activation whatever the dice (a failed one starts the branch); give these steps to another player`,
  branchRollOutside: (player: string, mode: string, host: number) =>
    `'${player}' rolls for its activation before its first step, which is in the ${mode}: of step ${host}, and it acts outside that branch too: write its steps all inside the branch or all outside`,
  notationBracket: (bracket: string, column: number) => `the bracket '${bracket}' at character ${column} is not matched: close each { with } and each [ with ]`,
  notationBranchAlone: (column: number) => `the branch at character ${column} follows no action: write it after the action whose failure it follows (Y3;{D2}U2)`,
  notationBranchHost: (column: number) =>
    `the branch at character ${column} follows an action nuffle's reader gives no non-critical failure: it maps BBAC's {…} and […] after a hypnotic gaze (Yn) or a tentacles roll (N+3[…]D2), and {…} as Frenzy's second block (1D3!2{1D3}); write other branches as a scenario (otherwise:, instead:)`,
  notationBranchTwice: (column: number) => `the branch at character ${column} is the action's second: an action has one branch, {…} or […]`,
  notationBranchPlayer: (column: number) =>
    `the branch at character ${column} starts another player with ':', which nuffle's reader does not map inside a branch; write this line as a scenario instead`,
  notationGazeSeason3: (token: string) => `'${token}': in bb2025 (Season 3) a Hypnotic Gaze is a flat 3+ whatever the AG and the marks (docs/bb2025.md): write Y3`,
  // BBAC's passes, tentacles, Frenzy and dauntless (src/notation/more-actions.ts, blocks.ts, fold.ts).
  notationPassModifier: (token: string, column: number) =>
    `'${token}' at character ${column} has a positive modifier: nuffle's pass reads BBAC's modifier as its range (0 quick, -1 short, -2 long, -3 bomb) and a mark for each -1 beyond; write a pass with skills (Accurate) as a scenario`,
  notationInterceptionAlone: (token: string, column: number) =>
    `'${token}' at character ${column} is an interception, which must follow the pass it tries to stop (P4-2,I6;C2)`,
  notationTentaclesAlone: (column: number) =>
    `the tentacles roll at character ${column} must come right before the same player's dodge (N+3,D2 or N+3[…]D2): nuffle rolls Tentacles as the dodge starts`,
  notationDauntlessAlone: (column: number) =>
    `the dauntless roll at character ${column} must come right before the same player's block written a|b (L2,2D2|1D2: the block when it passes, and when it fails)`,
  notationDauntlessBlock: (column: number) => `the block at character ${column} is written a|b, the two blocks of a dauntless roll, and must follow one (L2,2D2|1D2)`,
  notationDauntlessFaces: (token: string, column: number) =>
    `'${token}' at character ${column}: the two blocks of a dauntless roll hit the same player, so the same faces succeed (2D2|1D2)`,
  notationFrenzyPushes: (token: string, column: number, successes: number, pushes: number | undefined) =>
    pushes === undefined
      ? `'${token}' at character ${column}: with ${successes} succeeding faces the pushes already succeed, so Frenzy's second block never comes (write it as a scenario)`
      : `'${token}' at character ${column}: with ${successes} succeeding faces the faces that push are ${pushes} (write !${pushes})`,
  notationFrenzySecond: (text: string, column: number) =>
    `'{${text}}' at character ${column}: Frenzy's second block is one block against the same player, so with the same succeeding faces (1D3!2{1D3}, 2D2!2{-2D2})`,
  notationFrenzyOpen: (column: number) => `the block at character ${column} has Frenzy's pushes (!): write its second block after it in {…} (1D3!2{1D3})`,
  notationDauntlessDice: (roll: number, pass: number, fail: number) =>
    `a dauntless roll L${roll} (a target ${roll - 1} ST stronger) cannot give ${pass} dice when it passes and ${fail} when it fails: no assists do (a passed roll makes the strengths equal)`,
  notationBreakTackle: (bonus: number, season3: boolean, st: number | undefined) =>
    `Break Tackle BT${bonus}: ${season3 ? 'in bb2025 it gives +1 at ST 3 or less, +2 at ST 4, +3 at ST 5 or more' : 'in bb2020 it gives +1 at ST 4 or less, +2 at ST 5 or more'}${st === undefined ? '' : `, and this player's ST is ${st}`}: write BT1${season3 ? ', BT2 or BT3' : ' or BT2'}`,
  notationSendOffAlone: (token: string, column: number) =>
    `'${token}' at character ${column} answers a send-off (A6 argues the call, E bribes), so it must follow a foul (F8,A6,E)`,
  notationArgueAfterBribe: (token: string, column: number) =>
    `'${token}' at character ${column} argues the call after a bribe or a second time: nuffle's coach argues first, then bribes (F8,A6,E)`,
  notationFrenzyMix: () => 'one player blocks with Frenzy (!) and without: with Frenzy every push blocks again; write these blocks as a scenario instead',
  notationPassMix: () => 'one player passes with two PAs (Pn): a player has one PA; write these passes as a scenario instead',
  notationTentaclesSt: (difference: number, st: number) =>
    `a tentacles roll N${difference >= 0 ? '+' : ''}${difference} against a dodger of ST ${st} needs an opponent of ST ${st + difference}, outside 1 to 10`,
};
