import { redirect } from "react-router";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { trashNewsPostFromDashboard } from "~/modules/news/posts.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import type { Route } from "./+types/welcome.news-posts";

// The posts list lives on /welcome/news; this address only takes its trash and restore buttons.
export async function loader() {
  throw redirect("/welcome/news");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const form = await request.formData();
  const restore = form.get("intent") === "restore";
  const done = await trashNewsPostFromDashboard(Number(form.get("id")), user.actor, restore);
  return redirectWithFlash(request, restore ? "/welcome/news?trash=1" : "/welcome/news", {
    tone: done ? "ok" : "error",
    text: done
      ? restore
        ? "The post is back in the list."
        : "The post was moved to the trash."
      : "That post no longer exists.",
  });
}
