/**
 * Skills and traits a scenario may name that cannot change the dice of a line, each with the one line `nuffle
 * skills` and a result print for it. A rule that is not about dice is not silently dropped: it is named here.
 */
export const NO_EFFECT_REASONS: Readonly<Record<string, string>> = {
  Leader: "the Leader re-roll is `leader: true` at the top of the scenario, not a player's skill",
  Kick: 'places the kick-off, which no line rolls',
  'Kick-Off Return': 'moves at the kick-off, which no line rolls',
  Swarming: 'brings players on at a kick-off, which no line rolls',
  'Secret Weapon': 'the player is sent off at the end of the drive, after the line',
  'Fan Favourite': 'adds to the fans at a kick-off, which no line rolls',
  Trickster: "moves the player when it would be blocked, in the opponent's turn",
  'On The Ball': 'moves in the opposing turn, at a kick-off or a pass',
  'Pass Block': 'moves in the opposing turn when a pass is declared',
  'Give and Go': 'allows moving on after a hand-off: write the steps that follow it',
  'Running Pass': 'allows moving on after a quick pass: write the steps that follow it',
  Fumblerooskie: 'drops the ball without a roll',
  'Hit and Run': 'a free square after a block, without a roll',
  'Pick-Me-Up': 'stands team-mates up at the end of the opposing turn',
  'Plague Ridden': 'acts after the game, on a dead victim',
  "Nurgle's Rot": 'acts after the game, on a dead victim',
  'Weeping Dagger': 'the victim misses the next game: after the line',
  'Portal Navigator': 'Dungeon Bowl only: there are no portals on a pitch',
  'Portal Passer': 'Dungeon Bowl only: there are no portals on a pitch',
  'Wall Thrower': 'Dungeon Bowl only: there are no walls on a pitch',
  'Disturbing Presence': "hinders opponents' passes and catches; for opponents with it, write `disturbingPresence:` on the pass or catch",
};
