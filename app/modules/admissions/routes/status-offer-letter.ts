import { requestInfoContext } from "~/kernel/context";
import { parentOfferLetter } from "~/modules/admissions/letter-download.server";
import type { Route } from "./+types/status-offer-letter";

/** The offer letter for the parent: never a public address (see letter-download.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return parentOfferLetter(request, context.get(requestInfoContext).clientIp);
}

export async function action({ request, context }: Route.ActionArgs) {
  return parentOfferLetter(request, context.get(requestInfoContext).clientIp);
}
