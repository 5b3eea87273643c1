/**
 * Blood Bowl 2025 ("Season 3"): bb2020 with the differences of ../shared/rules/bb2025.md, each overridden here
 * with its source (FFB's BB2025 ruleset, read file by file against its BB2020 counterpart). Whatever is not
 * overridden is bb2020's, as the sheet's "unchanged unless listed" says: the agility-test modifiers of dodge, jump,
 * pick-up and pass, block dice and faces, the injury table, Decay, foul assists, Bribes, activation rolls, no
 * per-turn limit on team re-rolls. Characteristics are written as in bb2020 (`ag: 3+`, `av: 9+`).
 *
 * Lines of the sheet that need no field here: Dodge, Sure Feet and Pro "once per turn" (a line is one team turn
 * and a player's steps are its one activation, so the once-flags of `model/state.ts`, kept per player for the
 * whole line, already mean once per turn); Leader "once per half" (one turn cannot tell); Hatred and Lone Fouler
 * (bb2025-only skills: `skills.ts`, read by the block and foul steps); a lasting injury to a characteristic at its
 * limit (no scenario says which characteristic the lasting injury would hit: reported as a lasting injury, see
 * docs/editions.md).
 */
import { bb2020 } from './bb2020.js';
import { casualty2025 } from './contactTables.js';
import type { Edition, PassResult } from './types.js';
import type { CatchKind } from '../vocabulary/index.js';

// Catch: "no −1 for a kick-off catch; no 'deflected pass' modifier" (C/modifiers/bb2025/CatchModifierCollection.java);
// a scattered, bounced or thrown-in ball keeps bb2020's −1.
const CATCH_KIND: Record<CatchKind, number> = { accurate: 0, handoff: 0, scattered: -1, deflected: 0, kickoff: 0 };

export const bb2025: Edition = {
  ...bb2020,
  id: 'bb2025',
  title: 'Blood Bowl 2025 (Season 3)',
  catchModifier: (kind) => CATCH_KIND[kind],
  // Jump / Leap: "Very Long Legs a flat +1" (C/mechanics/bb2025/AgilityMechanic.java); Leap keeps bb2020's
  // reduction of a −2 or worse by 1, Pogo Stick still ignores the marks.
  jumpModifier(jump, skills) {
    if (skills.has('Pogo Stick')) return 0;
    const total = -Math.max(jump.markedFrom, jump.markedTo) - Math.min(jump.tails, 1);
    const leap = total <= -2 && skills.has('Leap') ? 1 : 0;
    return total + leap + (skills.has('Very Long Legs') ? 1 : 0);
  },
  // Break Tackle: "+1 at ST ≤ 3, +2 at ST 4, +3 at ST ≥ 5" (C/skill/bb2025/BreakTackle.java).
  breakTackleBonus: ({ st }) => (st >= 5 ? 3 : st === 4 ? 2 : 1),
  // Pass: "no 'wildly inaccurate' — a modified result ≤ 1 is a fumble" (C/mechanics/bb2025/PassMechanic.java). A
  // natural 6 stays accurate, as in bb2020 (the sheet changes only the wildly inaccurate band).
  passResult(natural, modifier, target): PassResult {
    if (natural === 1 || target === null) return 'fumble';
    const total = natural + modifier;
    if (natural === 6 || total >= target) return 'accurate';
    return total <= 1 ? 'fumble' : 'inaccurate';
  },
  // "Safe Pass still saves only a natural 1" (bb2025.md "Pass"): a modified fumble loses the ball.
  safePassKeepsBall: (natural) => natural === 1,
  // Interception replaces interference: "a success catches the ball; −3 vs an accurate pass, −2 vs inaccurate,
  // −1 per tackle zone. Cloud Burster prevents interception (Very Long Legs ignores it)"
  // (C/modifiers/bb2025/InterceptionModifierCollection.java, C/skill/bb2025/CloudBurster.java). There is no wildly
  // inaccurate pass; Very Long Legs and Extra Arms keep bb2020's values (the sheets list none).
  interference: {
    ...bb2020.interference,
    name: 'Interception',
    against: { accurate: -3, inaccurate: -2, wildlyInaccurate: null },
    marks: 'each',
    // Stunty: "the Stunty player itself gets −1 to intercept (BB2020: opponents got +1 to interfere with a Stunty
    // player's pass)" (bb2025-skills.md, S25 Stunty). UNCONFIRMED (the sheet's point 3): FFB bb2025 keeps bb2020's
    // +1; nuffle takes the rulebook's reading.
    stuntyThrower: 0,
    stuntyInterceptor: -1,
    // Nerves of Steel: "Ignores marks on catch and pass tests only — no longer on interceptions" (S25). UNCONFIRMED
    // (point 2): FFB still ignores them; nuffle takes the rulebook's reading.
    nervesOfSteel: false,
    // Cloud Burster: "Opponents may not try to intercept any Pass Action of this player, whatever the range" (S25,
    // C/util/UtilPassing.java; bb2025.md corrected).
    cloudBursterRanges: ['quick', 'short', 'long', 'bomb'],
    cloudBurster: 'prevents',
  },
  // Throw Team-mate: "no ST ≥ 5 condition stated" (Throw Team-mate), "Right Stuff: No ST ≤ 3 limit"; Swoop: "if it
  // skipped the scatter it may re-roll its landing test … The seed-004 +1 to landing is not in Season 3"
  // (bb2025-skills.md, S25). The coach always skips the scatter (nuffle does not follow squares), so a Swoop
  // player re-rolls the landing of a throw that was not fumbled.
  throwTeamMate: { ...bb2020.throwTeamMate, throwerMinSt: null, thrownMaxSt: null, swoopLanding: 0, swoopReroll: true },
  // Bombardier: "A bomb caught or intercepted must be re-thrown at once — no 4+ explosion roll … Standing players hit
  // are KD; Prone/Stunned ones get an armour roll. No +1 armour/injury bonus" (bb2025-skills.md, S25; F25). KD or
  // Placed Prone, the victim's armour is rolled alike: only the bonus and the caught bomb change a die.
  bombBonus: 0,
  bombCaughtExplodesOn: null,
  // Casualty D16: 1–8 Badly Hurt, 9–10 Seriously Hurt, 11–12 Serious Injury, 13–14 Lasting, 15–16 Dead
  // (S/mechanic/bb2025/RollMechanic.java).
  casualtyTable: casualty2025,
  // "Sneaky Git *is* sent off for an armour double when the armour broke" (S/skillbehaviour/bb2025/SneakyGitBehaviour.java).
  sneakyGitIgnoresArmourDouble: (broken) => !broken,
  // Hypnotic Gaze: "a flat 3+, no modifiers" (C/mechanics/bb2025/AgilityMechanic.java).
  gazeTarget: () => 3,
  // Shadowing: "a flat 4+, re-rollable" (S/skillbehaviour/bb2025/ShadowingBehaviour.java): its coach re-rolls a
  // failure (UNCONFIRMED whose re-roll it is: docs/editions.md).
  shadowing: { target: 4, rerolled: true },
  // "Horns counts after Dauntless" (S/mechanic/bb2025/RollMechanic.java, S/step/bb2025/block/StepBlockRoll.java).
  hornsAfterDauntless: true,
  // Grab is keyed to *declaring* a Block action, which a Blitz never is ("Declare vs perform", bb2025-skills.md).
  grabOnBlitz: false,
  // Guard (Elite): "Assists regardless of marks for Block Actions only … not for fouls" (bb2025-skills.md, S25).
  guardOnFouls: false,
  // Dauntless: "Compares unmodified ST … then own unmodified ST equals the target's, and all modifiers (Horns, etc.)
  // and assists come after" (bb2025-skills.md, S25): Multiple Block's −2 after it too.
  dauntlessUnmodified: true,
  // "Brawler once per activation" (S/step/bb2025/block/StepBlockRoll.java).
  brawlerOnce: 'activation',
  // "Monstrous Mouth no longer re-rolls catches (it gives Chomp, 3+)" (bb2025.md "Re-rolls").
  monstrousMouthCatches: false,
  // "Take Root is rolled only if the player started the activation Standing" (bb2025.md).
  takeRootWhenProne: false,
  // "Dirty Player is +1 only" (C/skill/bb2025/DirtyPlayer.java).
  dirtyPlayerBonus: () => 1,
  // Mighty Blow (Elite): "Always +1 (no +2 in Season 3) … when it KDs an opponent in a Block Action — even if it
  // is KD too" (bb2025-skills.md, S25; C/skill/bb2025/MightyBlow.java).
  mightyBlowBonus: () => 1,
  mightyBlowWhenDown: true,
  // Kick Team-mate: "the BB2020 option for the opposing coach to add Mighty Blow there is gone" (bb2025-skills.md, S25).
  mightyBlowOnKickFumble: false,
  // Stunty: "Dodging: ignores every negative marking modifier — now also with Bombardier, Chainsaw or Swoop (the
  // BB2020 exception is gone)" (bb2025-skills.md, S25).
  stuntyDodgeBarredBy: [],
  // "Regeneration 4+, and a failed roll may be re-rolled (not with Pro) — FFB; UNCONFIRMED against the rulebook."
  regenerationRerolled: true,
  // "a failed Pro roll (3+) may itself be re-rolled with a team re-roll (FFB; UNCONFIRMED)".
  proRollRerollable: true,
  // "Team Mascot 4+ free re-roll; Team Captain: on a 6 the team re-roll is not spent" (bb2025.md "Re-rolls").
  teamStaff: true,
  // "Secure the Ball (new action): pick-up on 2+ whatever the AG; success ends the activation" (S/step/bb2025/move/StepPickUp.java).
  secureTheBall: true,
  // Pile Driver (Devious): "Now in addition to the team's one Foul, several per turn allowed, and Sneaky Git / Lone
  // Fouler apply (F25). BB2020 Q&A: it used the team's Foul" (bb2025-skills.md, S25; F25).
  pileDriverWithFoul: true,
  // Animal Savagery: "the player must use its Claws/Mighty Blow on that armour roll (BB2020: the opposing coach chose
  // whether)" (bb2025-skills.md, S25; F25).
  animalSavageryMightyBlow: 'armour',
};
