/** Words before a name that are not the person's initials ("Dr. R. Rao" → "RR"). */
const HONORIFICS = new Set([
  "dr",
  "smt",
  "sri",
  "shri",
  "shrimati",
  "mr",
  "mrs",
  "ms",
  "prof",
  "kum",
  "er",
  "adv",
  "col",
]);

/** Up to two letters standing in for a member's photo: the first and last words of the name, titles left out. */
export function initialsOf(name: string) {
  const words = name
    .split(/[\s.]+/)
    .filter((word) => word && !HONORIFICS.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase());
  if (words.length === 0) return "?";
  return words.length === 1 ? words[0]! : `${words[0]}${words.at(-1)}`;
}

type PublicMember = { sno: number; designation: string; name: string };

/** The committee as cards in the office's order: initials (no photo yet), name and role, nothing private. */
export function CommitteeCards({ members }: { members: PublicMember[] }) {
  return (
    <ul className="committee-cards">
      {members.map((member) => (
        <li key={member.sno} className="committee-card">
          <span className="committee-card__initials" aria-hidden="true">
            {initialsOf(member.name)}
          </span>
          <div>
            <h2 className="committee-card__name">{member.name}</h2>
            <p className="committee-card__role">{member.designation}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
