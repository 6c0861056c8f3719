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

type PublicPerson = { id: number; name: string; role: string; detail?: string; photo: string | null };

/** People as cards in the office's order: photo (or initials), name and role, nothing private. */
export function PeopleCards({ people }: { people: PublicPerson[] }) {
  return (
    <ul className="committee-cards">
      {people.map((person) => (
        <li key={person.id} className="committee-card">
          {person.photo ? (
            <img className="committee-card__photo" src={person.photo} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="committee-card__initials" aria-hidden="true">
              {initialsOf(person.name)}
            </span>
          )}
          <div>
            <h2 className="committee-card__name">{person.name}</h2>
            <p className="committee-card__role">{person.role}</p>
            {person.detail ? <p className="committee-card__detail">{person.detail}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
