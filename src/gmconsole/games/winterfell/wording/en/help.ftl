# Winterfell's help pages (English), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-assassination = The wolves' squads: members (type the names, comma-separated), target, lookout; enter goes to the next field and sends the squad. Then the night actions (Ben, Schlingue, the Greenseer, Abel, the sword, the passage, the pie).
    .W-A-1 = the squad's summed influence must reach the target's
    .W-A-2 = each squad has a lookout: a living wolf outside the squad
    .W-A-3 = a wolf may be lookout for one squad and assassin in another
    .W-A-5 = a failure reveals one of the squad
    .W-A-7 = the Last Hero's sword
    .W-A-10 = { $display_ben_bones } protects one player
    .W-A-11 = each Schlingue scans one player
    .W-A-14 = a phase's actions are simultaneous

console-help-justice-accusation = Each living { $display_great_vassal } names one accused, with a justification: 'name: justification'.
    .W-J-1 = each GV names one accused
    .W-J-2 = fewer than three GVs: still three accused

console-help-justice-vote = The votes: on a voter's row, 1 to 3 (the accused), v (revolt), 0 (abstain); or type 'voter: accused, voter: revolt' (an accused's number works too). ctrl+t pastes the forum thread to read its votes.
    .W-J-3 = every living player but the GVs votes; no vote: abstain
    .W-J-4 = executed: at least a third of the available influence
    .W-J-5 = the revolt

console-help-justice-interrogation = The Bastard's Boy interrogates one of the executed (or nobody): type the name.
    .W-J-6 = the Bastard's Boy's interrogation
    .W-R-3 = it is a seer's action

console-help-elections = Each election round: on a voter's row, the candidate's number, 0 (abstain); or type 'voter: candidate'. Then the new lieutenants and the guesses.
    .W-E-1 = vacancies are filled from the top
    .W-E-3 = a promotion opens a seat one rank lower
    .W-E-7 = { $display_ghost_the } chooses the new lieutenants
    .W-E-9 = a tie for the last seat: a logged draw
    .W-E-10 = the guesses
