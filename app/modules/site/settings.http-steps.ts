/**
 * The site settings as the HTTP tests change them: through the JSON API and through the dashboard's form, as an
 * administrator. `as` gives the server's address and the administrator's cookie when asked (both are made after).
 */
export function settingsCalls(as: () => { url: string; cookie: string }) {
  return {
    stored: async () => (await fetch(`${as().url}/api/settings`, { headers: { cookie: as().cookie } })).json(),
    put: (body: object) =>
      fetch(`${as().url}/api/settings`, {
        method: "PUT",
        headers: { cookie: as().cookie, origin: as().url, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    dashboardPost: (fields: Record<string, string | number>) =>
      fetch(`${as().url}/welcome/settings`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: as().url, cookie: as().cookie },
        body: new URLSearchParams(
          Object.entries({ intent: "settings", ...fields }).map(([name, value]) => [name, String(value)]),
        ).toString(),
        redirect: "manual",
      }),
  };
}
