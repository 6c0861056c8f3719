import { db } from "~/kernel/database/connection";
import { committeeKind } from "./kinds";
import { listAllRecords } from "./queries.server";

/** The public page's committee, in the office's order (SNO): who serves and in what role, nothing private. */
export async function listCommitteeForPublic() {
  const rows = await listAllRecords(db(), committeeKind);
  return rows.map((row) => ({ sno: Number(row.sno), designation: String(row.designation), name: String(row.name) }));
}
