/** The zones a time-zone field suggests as it is typed in (by city or country), without JavaScript. */
export function TimeZoneList({ id, zones }: { id: string; zones: { value: string; label: string }[] }) {
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone.value} value={zone.value} label={zone.label} />
      ))}
    </datalist>
  );
}

export const TIME_ZONE_HINT = "Type a city or country, for example Kolkata or India, and choose from the list.";
