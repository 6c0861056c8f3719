import { useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { useSiteData } from "~/ui/site-data";
import { logoSource } from "~/kernel/settings/default-logo";
import { DataTable, type TableColumn } from "~/ui/table/data-table";
import { readTableState } from "~/ui/table/table-state";
import { listCommitteeForPublic } from "~/modules/records/committee.server";

export async function loader() {
  return { members: await listCommitteeForPublic() };
}

// Sorting and paging happen in the page itself: changing them needs no new data.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const columns: TableColumn[] = [
  { field: "sno", header: "Id", width: 100 },
  { field: "designation", header: "Designation" },
  { field: "name", header: "Name" },
  { field: "address", header: "Address" },
];
const sortable = columns.map((column) => column.field);

export default function Page() {
  const { members } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const { settings } = useSiteData();
  const state = readTableState(new URLSearchParams(location.search), sortable);
  return (
    <section className="page committee-page">
      <PageMeta
        title="Executive Committee"
        description="The Executive Committee of {school}: designation, name and address of each member."
        path="/Commite"
      />
      <h1>Executive Committee</h1>
      <img className="committee-emblem" src={logoSource(settings.logoUrl)} alt="" width={96} height={96} />
      <DataTable
        label="Executive Committee members"
        columns={columns}
        rows={members}
        state={state}
        mode="client"
        loading={navigation.state === "loading" && navigation.location.pathname === location.pathname}
        rowKey={(row) => String(row.sno)}
      />
    </section>
  );
}
