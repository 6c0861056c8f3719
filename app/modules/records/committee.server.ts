import { db } from "~/kernel/database/connection";
import { committeeKind } from "./kinds";
import { listAllRecords } from "./queries.server";

/** What GET /api/committee_members answers: sno, designation, name and address of every member. */
export async function listCommitteeForPublic() {
  const rows = await listAllRecords(db(), committeeKind);
  return rows.map(({ sno, designation, name, address }) => ({ sno, designation, name, address }));
}
