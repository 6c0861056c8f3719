import { formatMoment } from "~/kernel/dates";
import { useSiteData } from "./site-data";

/**
 * A moment as the school reads it: in the school's time zone (a site setting), zone named, the same text from the
 * server and in the browser. `fallback` shows for no moment ("never").
 */
export function When({
  iso,
  date = false,
  fallback = "",
}: {
  iso: string | null | undefined;
  date?: boolean;
  fallback?: string;
}) {
  const { settings } = useSiteData();
  if (!iso) return <>{fallback}</>;
  return <time dateTime={iso}>{formatMoment(iso, settings.timeZone, date ? "date" : "dateTime")}</time>;
}
