/**
 * Armour, injury and casualty after a knock-down, against an independent enumeration written here from the
 * rules sheets: every 2D6 armour roll × 2D6 injury roll × casualty roll (bb2020 D16, bb2016 D68), with Mighty
 * Blow placed where a coach puts it (on armour only when that breaks it, else on the injury roll).
 * Sources: bb2020.md and bb2016.md "Armour and injury"; seed 001 Mighty Blow, Claws (and Q&A), Thick Skull,
 * Stunty, Decay.
 */
import { describe, expect, it } from 'vitest';
import { allFractions, fraction } from './helpers.js';

type Edition = 'bb2020' | 'bb2016';
interface Case {
  edition: Edition;
  av: number;
  mightyBlow: number;
  claws: boolean;
  stunty: boolean;
  thickSkull: boolean;
  decay: boolean;
}
type Tally = Record<'armourBroken' | 'stunned' | 'ko' | 'cas' | 'dead' | 'badlyHurt' | 'seriouslyHurt' | 'seriousInjury' | 'lastingInjury', number>;

const CAS = ['badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead'] as const;

/** The injury table as the sheets write it. */
function injury(c: Case, total: number): 'stunned' | 'ko' | 'bh' | 'cas' {
  if (c.edition === 'bb2020') {
    // bb2020.md: 2–7 Stunned, 8–9 KO, 10+ Cas; Stunty 2–6, 7–8, 9 BH, 10+; Thick Skull 8 (Stunty: 7) Stunned.
    if (c.stunty) return total <= 6 || (total === 7 && c.thickSkull) ? 'stunned' : total <= 8 ? 'ko' : total === 9 ? 'bh' : 'cas';
    return total <= 7 || (total === 8 && c.thickSkull) ? 'stunned' : total <= 9 ? 'ko' : 'cas';
  }
  // bb2016.md: Thick Skull turns 8 into Stunned, checked first; Stunty: 7 KO'd, 9 Badly Hurt.
  if (total === 8 && c.thickSkull) return 'stunned';
  if (c.stunty) return total <= 6 ? 'stunned' : total <= 8 ? 'ko' : total === 9 ? 'bh' : 'cas';
  return total <= 7 ? 'stunned' : total <= 9 ? 'ko' : 'cas';
}

/** Every casualty roll as a result index (0 Badly Hurt … 4 Dead), one entry per equally likely roll. */
function casualtyRolls(c: Case): number[] {
  if (c.edition === 'bb2020') {
    // D16 (+1 with Decay): 1–6, 7–9, 10–12, 13–14, 15+.
    return Array.from({ length: 16 }, (_, i) => {
      const t = i + 1 + (c.decay ? 1 : 0);
      return t <= 6 ? 0 : t <= 9 ? 1 : t <= 12 ? 2 : t <= 14 ? 3 : 4;
    });
  }
  // D68: tens 1–3 BH, 4 SH, 51–52 SI, 53–58 LI, 6 Dead. Decay: two rolls, the worse counts.
  const one: number[] = [];
  for (let tens = 1; tens <= 6; tens++) for (let u = 1; u <= 8; u++) one.push(tens <= 3 ? 0 : tens === 4 ? 1 : tens === 5 ? (u <= 2 ? 2 : 3) : 4);
  return c.decay ? one.flatMap((a) => one.map((b) => Math.max(a, b))) : one;
}

function breaks(c: Case, natural: number, modifier: number): boolean {
  if (c.edition === 'bb2020') return (c.claws && natural >= 8) || natural + modifier >= c.av;
  return (c.claws && natural + modifier >= 8) || natural + modifier > c.av;
}

/** Counts out of 36 · 36 · (casualty rolls). */
function enumerate(c: Case): { tally: Tally; total: number } {
  const tally: Tally = { armourBroken: 0, stunned: 0, ko: 0, cas: 0, dead: 0, badlyHurt: 0, seriouslyHurt: 0, seriousInjury: 0, lastingInjury: 0 };
  const cas = casualtyRolls(c);
  for (let a1 = 1; a1 <= 6; a1++) for (let a2 = 1; a2 <= 6; a2++) {
    const armour = a1 + a2;
    const onArmour = !breaks(c, armour, 0) && c.mightyBlow > 0 && breaks(c, armour, c.mightyBlow);
    if (!breaks(c, armour, 0) && !onArmour) continue;
    for (let i1 = 1; i1 <= 6; i1++) for (let i2 = 1; i2 <= 6; i2++) {
      const result = injury(c, i1 + i2 + (onArmour ? 0 : c.mightyBlow));
      tally.armourBroken += cas.length;
      if (result === 'stunned') tally.stunned += cas.length;
      else if (result === 'ko') tally.ko += cas.length;
      else {
        tally.cas += cas.length;
        const results = result === 'bh' ? cas.map(() => 0) : cas;
        for (const r of results) tally[CAS[r]] += 1;
      }
    }
  }
  return { tally, total: 36 * 36 * cas.length };
}

function yamlFor(c: Case) {
  const skills = [...(c.mightyBlow ? [`Mighty Blow (+${c.mightyBlow})`] : []), ...(c.claws ? ['Claws'] : [])];
  const victim = [...(c.stunty ? ['Stunty'] : []), ...(c.thickSkull ? ['Thick Skull'] : []), ...(c.decay ? ['Decay'] : [])];
  const av = c.edition === 'bb2020' ? `${c.av}+` : String(c.av);
  return {
    edition: c.edition,
    player: `{ ag: ${c.edition === 'bb2020' ? '3+' : '3'}, skills: [${skills.join(', ')}] }`,
    opponent: `{ av: ${av}, skills: [${victim.join(', ')}] }`,
    steps: ['knockdown'],
    extra: 'goal: cas',
  };
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const edition of ['bb2020', 'bb2016'] as const) {
    for (const av of edition === 'bb2020' ? [7, 9, 10, 11] : [6, 8, 9, 10]) {
      for (const mightyBlow of [0, 1, 2]) for (const claws of [false, true]) {
        for (const [stunty, thickSkull, decay] of [[false, false, false], [true, false, false], [false, true, false], [true, true, true], [false, false, true]]) {
          out.push({ edition, av, mightyBlow, claws, stunty, thickSkull, decay });
        }
      }
    }
  }
  return out;
}

describe('published numbers (../shared/rules/README.md)', () => {
  const knockdown = (skills: string) => allFractions({ player: `{ ag: 3+, skills: [${skills}] }`, opponent: '{ av: 9+ }', steps: ['knockdown'], extra: 'goal: cas' });
  it('armour 9+ breaks 10/36; with Mighty Blow (+1) or Claws 15/36', () => {
    expect(knockdown('').armourBroken).toBe('5/18');
    expect(knockdown('Mighty Blow (+1)').armourBroken).toBe('5/12');
    expect(knockdown('Claws').armourBroken).toBe('5/12');
  });
  it('casualty given a knock-down against 9+: 5/108; Mighty Blow (+1) 65/648; Claws 5/72', () => {
    expect(knockdown('').cas).toBe('5/108');
    expect(knockdown('Mighty Blow (+1)').cas).toBe('65/648');
    expect(knockdown('Claws').cas).toBe('5/72');
  });
  it('Claws and Mighty Blow against 10+: Claws breaks on a natural 8+, Mighty Blow goes on the injury roll', () => {
    // Armour 15/36 (natural 8+); injury +1: 9+ is a casualty, 10/36. 15 · 10 / 1296 = 25/216.
    const both = allFractions({ player: '{ ag: 3+, skills: [Claws, Mighty Blow] }', opponent: '{ av: 10+ }', steps: ['knockdown'], extra: 'goal: cas' });
    expect(both.armourBroken).toBe('5/12');
    expect(both.cas).toBe('25/216');
  });
  it('bb2016 Claw counts Mighty Blow towards its 8+', () => {
    // AV 8: natural 7 + 1 = 8 breaks through Claw (then no bonus on injury): 6/36 · 6/36; natural 8+ breaks
    // alone and the bonus goes on injury (9+ is a casualty): 15/36 · 10/36. (36 + 150)/1296 = 31/216.
    const old = allFractions({ edition: 'bb2016', player: '{ ag: 3, skills: [Claw, Mighty Blow] }', opponent: '{ av: 8 }', steps: ['knockdown'], extra: 'goal: cas' });
    expect(old.armourBroken).toBe('7/12');
    expect(old.cas).toBe('31/216');
  });
  it('Iron Hard Skin stops Claws (seed 001 Iron Hard Skin)', () => {
    const skin = allFractions({ player: '{ ag: 3+, skills: [Claws] }', opponent: '{ av: 10+, skills: [Iron Hard Skin] }', steps: ['knockdown'] });
    expect(skin.armourBroken).toBe('1/6'); // 10+ on 2D6: 6/36
  });
});

describe('the enumeration agrees with the model on every table', () => {
  for (const c of cases()) {
    const name = `${c.edition} AV ${c.av}, MB ${c.mightyBlow}${c.claws ? ', Claws' : ''}${c.stunty ? ', Stunty' : ''}${c.thickSkull ? ', Thick Skull' : ''}${c.decay ? ', Decay' : ''}`;
    it(name, () => {
      const { tally, total } = enumerate(c);
      const model = allFractions(yamlFor(c));
      for (const [metric, count] of Object.entries(tally)) {
        expect([metric, model[metric as keyof typeof model]]).toEqual([metric, fraction(count, total)]);
      }
    });
  }
});
