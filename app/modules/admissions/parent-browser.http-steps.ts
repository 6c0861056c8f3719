/** A parent's browser for the HTTP tests: the application's key cookie, kept between posts, no redirects followed. */
export class ParentBrowser {
  cookie = "";
  /** `site` gives the server's address when asked (a test's server is started after the browser is made). */
  constructor(private readonly site: () => string) {}

  /** Posts a form as the browser would; with another `cookie`, posts as someone else and keeps this one's key. */
  async post(path: string, fields: Record<string, string> | FormData, cookie = this.cookie) {
    const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
    const response = await fetch(`${this.site()}${path}`, {
      method: "POST",
      headers: { origin: this.site(), ...(cookie ? { cookie } : {}) },
      body,
      redirect: "manual",
    });
    const access = /admission_access=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
    if (access && cookie === this.cookie) this.cookie = access;
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  }

  async get(path: string) {
    const response = await fetch(`${this.site()}${path}`, {
      headers: this.cookie ? { cookie: this.cookie } : {},
      redirect: "manual",
    });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  }
}
