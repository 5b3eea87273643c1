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
  // Season 3 (issue 22; ../shared/rules/bb2025-skills.md "New skills and traits").
  'Eye Gouge': 'no die of its own: the target it pushes back gives no assists until after its next activation; write the assists later steps count without it',
  'Quick Foul': 'lets the activation go on after a Foul, without a roll: write the steps that follow it',
  'Violent Innovator': "earns SPP for its Special Actions' casualties, after the line",
  Taunt: 'makes an attacker who pushes it back follow up, in the opposing turn, without a roll',
  Punt: "its D6 direction and D6 distance choose a square, which nuffle does not follow: write a catch of the punted ball as a `catch` step (which modifiers apply is UNCONFIRMED, bb2025-skills.md point 15)",
  Bullseye: "puts a superb throw's thrown player in the target square instead of scattering it: nuffle follows no squares, and the landing test is the same",
  'Lethal Flight': "acts when a thrown player crash-lands on an opponent; nuffle's throwTeamMate and kickTeamMate land in an empty square",
  Insignificant: 'a limit when drafting the team, before the game',
  'Disturbing Presence': "hinders opponents' passes and catches; for opponents with it, write `disturbingPresence:` on the pass or catch",
};
