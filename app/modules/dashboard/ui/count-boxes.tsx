import { Link } from "~/ui/link";

export type DashboardCounts = {
  totalStudents: number;
  totalFaculty: number;
  totalAlumni: number;
  totalCommitteeMembers: number;
  totalContactRequests: number;
  totalAccounts: number;
};

type Box = { label: string; count?: number; links: { label: string; to: string }[] };

/** The dashboard's count boxes: totals with View, Add and Update links. */
export function CountBoxes({ counts, role }: { counts: DashboardCounts; role: "editor" | "admin" }) {
  const records = (label: string, count: number, kind: string): Box => ({
    label,
    count,
    links: [
      { label: "View", to: `/welcome/${kind}` },
      ...(role === "admin"
        ? [
            { label: "Add", to: `/welcome/${kind}/new` },
            { label: "Update", to: `/welcome/${kind}#update` },
          ]
        : []),
    ],
  });
  const boxes: Box[] = [
    records("TOTAL STUDENTS", counts.totalStudents, "students"),
    records("TOTAL FACULTY", counts.totalFaculty, "faculty"),
    records("TOTAL ALUMNI", counts.totalAlumni, "alumni"),
    records("TOTAL EXEC COMITY", counts.totalCommitteeMembers, "committee"),
    { label: "TOTAL REQUESTS", count: counts.totalContactRequests, links: [{ label: "View", to: "/welcome/inbox" }] },
    {
      label: "TOTAL ACCOUNT",
      count: counts.totalAccounts,
      links: role === "admin" ? [{ label: "Manage", to: "/welcome/users" }] : [],
    },
  ];
  return (
    <ul className="count-boxes" aria-label="Totals">
      {boxes.map((box) => (
        <li key={box.label} className="count-box">
          <span className="count-box-label">{box.label}</span>
          <strong className="count-box-number" data-testid={box.label}>
            {box.count}
          </strong>
          <span className="count-box-links">
            {box.links.map((link) => (
              <Link key={link.label} to={link.to} aria-label={`${link.label}: ${box.label.toLowerCase()}`}>
                {link.label}
              </Link>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
