import { redirect } from "react-router";
import { pagePath } from "~/kernel/request-path";
import type { Route } from "./+types/admin-page";

// The spec's standalone administrator addresses, kept for bookmarks: each opens its dashboard section.
const SECTION_OF_PATH: Record<string, string> = {
  studentview: "/welcome/students",
  facultyview: "/welcome/faculty",
  alumniview: "/welcome/alumni",
  execcomityview: "/welcome/committee",
  contactusview: "/welcome/inbox",
  addstd: "/welcome/students/new",
  searchstudentform: "/welcome/students#update",
};

export function loader({ request }: Route.LoaderArgs) {
  const section =
    SECTION_OF_PATH[
      pagePath(request)
        .replace(/^\/+|\/+$/g, "")
        .toLowerCase()
    ] ?? "/welcome";
  const search = new URL(request.url).search.replace(/^\?index&?|&index(?=&|$)/, "");
  throw redirect(section.includes("#") ? section : `${section}${search === "?" ? "" : search}`, 302);
}

export default function AdminPage() {
  return null;
}
