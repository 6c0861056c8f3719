import AxeBuilder from "@axe-core/playwright";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { DESKTOP, expect, PHONE, test, type WatchedPage } from "./fixtures";
import { floatingOverlaps } from "./layout-checks";

// Nothing here writes: the tests may run on different workers at once.
test.describe.configure({ mode: "parallel" });

/**
 * Every public route of the spec (header navigation and the route table), with its h1 and one fact the page
 * must show. Pages other issues own (contact, donation, committee, gallery, enquiry, login) are checked by heading.
 */
const PUBLIC_ROUTES: { path: string; heading: RegExp; fact: string | RegExp }[] = [
  { path: "/", heading: /^Welcome to /, fact: "Our highlights" },
  { path: "/ContactUs", heading: /Contact/, fact: /Contact/ },
  { path: "/contact", heading: /Contact/, fact: /Contact/ },
  { path: "/Alumini", heading: /^Alumni Details$/, fact: "Batch" },
  {
    path: "/Alumniregistration",
    heading: /Registration/,
    fact: "The school office checks every registration before it is added to the alumni records",
  },
  { path: "/Download", heading: /^Download Brochure$/, fact: "Annual Report 2023-24" },
  { path: "/Downloads", heading: /^Downloads$/, fact: "Syllabus and Curriculum" },
  { path: "/Newsletter", heading: /News Letter/, fact: "19 August 2024" },
  { path: "/Login", heading: /Login/i, fact: /User ID/i },
  { path: "/Sdp", heading: /School Development Plan/, fact: "30-40 lakhs" },
  { path: "/Donate", heading: /Donat|Contribute/, fact: /Donat|Contribute/ },
  { path: "/Vidhya", heading: /Parent Organisation/, fact: "3,292,896" },
  { path: "/Commite", heading: /Executive Committee/, fact: /Executive Committee/ },
  { path: "/Supportus", heading: /Support Us/, fact: "Join the alumni council." },
  { path: "/Classroom", heading: /Digital Classrooms/, fact: "smart boards" },
  { path: "/Sportsroom", heading: /Games & Sports/, fact: "Skating rink" },
  { path: "/Labroom", heading: /IT \/ Computer Lab/, fact: "two computer labs with 30 computers" },
  { path: "/Medical", heading: /Medical Care/, fact: "five beds" },
  { path: "/Laboratories", heading: /Laboratories/, fact: "36 robots" },
  { path: "/Library", heading: /Library/, fact: "Rs.1 per day" },
  { path: "/Auditorium", heading: /Auditorium/, fact: "300" },
  { path: "/Arts", heading: /Arts & Crafts/, fact: "Quiz competitions" },
  { path: "/Transport", heading: /Transport/, fact: "35,000" },
  { path: "/Boardingroom", heading: /Residential/, fact: "over 700 people" },
  { path: "/Sadacharam", heading: /Sadacharam/, fact: "Six daily values" },
  { path: "/Svavprathana", heading: /SVAV Prathana/, fact: "Gayatri mantra" },
  { path: "/Sanskrit", heading: /Sanskrit/, fact: "shloka" },
  { path: "/Yoga", heading: /Yoga/, fact: "Pranayama" },
  { path: "/AdmissionProcess", heading: /Admission Process/, fact: "Nursery to class 10" },
  { path: "/Onlineenquiryform", heading: /Enquiry/, fact: /Enquiry/ },
  { path: "/Feestructure", heading: /Fee Structure/, fact: "20,000" },
  { path: "/Faq", heading: /Frequently Asked Questions/, fact: "33 acres" },
  { path: "/Cirriculum", heading: /Curriculum/, fact: "CBSE and State" },
  { path: "/Philosophy", heading: /Philosophy/, fact: "Spiritual education" },
  { path: "/Holidays", heading: /Holidays/, fact: "Republic Day" },
  { path: "/Events", heading: /Events/, fact: "Independence Day" },
  { path: "/Gallery", heading: /Gallery/, fact: /Sports/ },
  { path: "/Halloffame", heading: /Hall of Fame/, fact: "Indian Army" },
  { path: "/ProfessionalDevelopment", heading: /Professional Development/, fact: "Induction training" },
  { path: "/JobOpening", heading: /Job Openings/, fact: "up to two children educated free" },
  { path: "/Studentenrollment", heading: /Student Enrollment/, fact: "Documents to bring" },
  // Opened directly (no enquiry just sent) it confirms nothing and lists the forms.
  { path: "/SubmittedSuccessfully", heading: /Forms/, fact: "no form has been sent from here" },
  { path: "/Ourfaculty", heading: /Our Faculty/, fact: "Faculty documents and the academic calendar" },
  { path: "/Students", heading: /Students/, fact: "Student council" },
  { path: "/Os", heading: /Organisational Structure/, fact: "Executive committee" },
  { path: "/Atglance", heading: /At a Glance/, fact: "acre campus" },
  { path: "/Aimobj", heading: /Aim & Objectives/, fact: "ancient wisdom" },
  { path: "/Archana", heading: /Archana/, fact: "Thought for the day" },
  { path: "/Gogglesheet", heading: /Registration Sheet/, fact: "Open the registration sheet" },
];

async function checkEveryRoute(serverUrl: string, routes: typeof PUBLIC_ROUTES, watched: WatchedPage, width: number) {
  const { page, consoleErrors } = watched;
  const problems: string[] = [];
  for (const route of routes) {
    consoleErrors.length = 0;
    const response = await page.goto(`${serverUrl}${route.path}`, { waitUntil: "load" });
    if (response?.status() !== 200) problems.push(`${route.path}: status ${response?.status()}`);
    const heading = ((await page.locator("main h1").first().textContent()) ?? "").trim();
    if (!route.heading.test(heading)) problems.push(`${route.path}: heading "${heading}"`);
    const mainText = (await page.locator("main").textContent()) ?? "";
    const hasFact = typeof route.fact === "string" ? mainText.includes(route.fact) : route.fact.test(mainText);
    if (!hasFact) problems.push(`${route.path}: fact ${route.fact} missing`);
    if (width <= PHONE.width) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${route.path}: scrolls sideways by ${overflow}px at ${width}px`);
    }
    const axe = await new AxeBuilder({ page }).exclude("iframe").analyze();
    for (const violation of axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      problems.push(
        `${route.path}: axe ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
      );
    }
    problems.push(...(await floatingOverlaps(page, route.path)));
    // Late errors (a failed script or image) are reported once the page has nothing left to load.
    await page.waitForLoadState("networkidle");
    if (consoleErrors.length) problems.push(`${route.path}: console errors ${consoleErrors.join(" | ")}`);
  }
  return problems;
}

test.describe("paths as the spec spells them", () => {
  test("matches paths case-insensitively with one canonical URL each", async ({ server }) => {
    for (const [asked, canonical] of [
      ["/sdp", "/Sdp"],
      ["/SDP", "/Sdp"],
      ["/gallery", "/Gallery"],
      ["/faq", "/Faq"],
      ["/transport", "/Transport"],
    ]) {
      const response = await fetch(`${server.url}${asked}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}"`));
    }
  });

  test("sends correctly spelt aliases permanently to the spec's spelling", async ({ server }) => {
    for (const [alias, target] of [
      ["/Alumni", "/Alumini"],
      ["/Committee", "/Commite"],
      ["/Curriculum", "/Cirriculum"],
      ["/ExecutiveCommittee", "/Commite"],
      ["/Faculty", "/Ourfaculty"],
    ]) {
      const response = await fetch(`${server.url}${alias}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get("location")!, server.url).pathname).toBe(target);
    }
  });

  test("describes the school to search engines on the home page", async ({ server }) => {
    const html = await (await fetch(`${server.url}/`)).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      "@type": ["School", "EducationalOrganization"],
      name: DEFAULT_SITE_SETTINGS.schoolName,
    });
  });
});

test.describe("every public route of the spec", () => {
  test("lists each route once", () => {
    expect(new Set(PUBLIC_ROUTES.map((r) => r.path.toLowerCase())).size).toBe(PUBLIC_ROUTES.length);
  });

  // In groups of ten, so the long sweep spreads over the workers.
  const GROUP = 10;
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    for (let start = 0; start < PUBLIC_ROUTES.length; start += GROUP) {
      const routes = PUBLIC_ROUTES.slice(start, start + GROUP);
      test(`renders ${routes[0].path} … ${routes.at(-1)!.path} at ${name} width: 200, heading, a fact, no console errors, no sideways scroll, no serious axe findings, no floating button over a heading, field or button`, async ({
        openPage,
        server,
      }) => {
        test.setTimeout(180_000);
        const watched = await openPage({ viewport });
        expect(await checkEveryRoute(server.url, routes, watched, viewport.width)).toEqual([]);
      });
    }
  }
});
