import { create as contentDisposition } from "content-disposition";
import { stringify } from "csv-stringify/sync";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readHelpDeskQuery } from "~/modules/help-desk/help-desk";
import { exportHelpDesk } from "~/modules/help-desk/help-desk.server";
import { INBOX_CSV_COLUMNS, inboxCsvRow } from "~/modules/help-desk/inbox-csv";
import { getSiteSettings } from "~/modules/site/index.server";
import { recordAudit } from "~/kernel/audit.server";
import { CSV_BYTE_ORDER_MARK, FORMULA_SAFE_CSV } from "~/kernel/csv-cell";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.inbox-export";

// CSV of the inbox list as currently filtered (admins), with a byte-order mark for Excel. Cells a spreadsheet would
// run as formulas are defused.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const query = readHelpDeskQuery(new URL(request.url));
  const database = db();
  const { timeZone } = await getSiteSettings(database);
  const chunks: string[] = [CSV_BYTE_ORDER_MARK + stringify([INBOX_CSV_COLUMNS], FORMULA_SAFE_CSV)];
  let count = 0;
  for await (const rows of exportHelpDesk(database, query, user.id)) {
    count += rows.length;
    chunks.push(
      stringify(
        rows.map((row) => inboxCsvRow(row, timeZone)),
        FORMULA_SAFE_CSV,
      ),
    );
  }
  await recordAudit(
    database,
    { id: user.id, userid: user.userid },
    {
      action: "export",
      entity: "inbox_item",
      entityKey: `${count} items`,
    },
  );
  return new Response(chunks.join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`inbox-${new Date().toISOString().slice(0, 10)}.csv`),
      "Cache-Control": "no-store",
    },
  });
}
