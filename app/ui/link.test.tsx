import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import type { ReactNode } from "react";
import { FollowLinksHere, Link, NavLink, ShipsReactContext } from "./link";

/** Draws `children` at `path`, on a page with or without React. */
function draw(children: ReactNode, { path = "/", shipsReact }: { path?: string; shipsReact: boolean }) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <ShipsReactContext value={shipsReact}>{children}</ShipsReactContext>
    </MemoryRouter>,
  );
}

describe("links on a page without React", () => {
  it("are plain anchors with the address and the anchor's own attributes", () => {
    const html = draw(
      <Link to="/News?page=2" className="pager__next" rel="next" prefetch="intent">
        Older posts
      </Link>,
      { shipsReact: false },
    );
    expect(html).toBe('<a class="pager__next" rel="next" href="/News?page=2">Older posts</a>');
  });

  it("take an address given as parts", () => {
    const html = draw(<Link to={{ pathname: "/Events", search: "?month=2026-12", hash: "#list" }}>Events</Link>, {
      shipsReact: false,
    });
    expect(html).toBe('<a href="/Events?month=2026-12#list">Events</a>');
  });

  it("mark the current page in a menu as the router's NavLink does, whatever the address's case", () => {
    const menu = (
      <>
        <NavLink to="/Transport" end>
          Transport
        </NavLink>
        <NavLink to="/Faq" end className="menu-link">
          FAQ
        </NavLink>
      </>
    );
    expect(draw(menu, { path: "/transport", shipsReact: false })).toBe(
      '<a href="/Transport" class="active" aria-current="page">Transport</a><a href="/Faq" class="menu-link">FAQ</a>',
    );
    // As the router's own: the same marks on a page with React.
    expect(draw(menu, { path: "/transport", shipsReact: true })).toContain('aria-current="page"');
  });

  it("count a page below a link as current unless the link says end", () => {
    expect(draw(<NavLink to="/News">News</NavLink>, { path: "/News/sports-day", shipsReact: false })).toContain(
      'aria-current="page"',
    );
    expect(
      draw(
        <NavLink to="/News" end>
          News
        </NavLink>,
        { path: "/News/sports-day", shipsReact: false },
      ),
    ).not.toContain("aria-current");
  });

  it("leave a relative address to the router, which resolves it against the route", () => {
    const html = draw(
      <Routes>
        <Route path="/welcome/events" element={<Link to="new">New event</Link>} />
      </Routes>,
      { path: "/welcome/events", shipsReact: false },
    );
    expect(html).toContain('href="/welcome/events/new"');
  });
});

describe("links on a page with React", () => {
  it("are the router's own (they navigate in the browser)", () => {
    expect(draw(<Link to="/News">News</Link>, { shipsReact: true })).toContain('data-discover="true"');
    expect(draw(<Link to="/News">News</Link>, { shipsReact: false })).not.toContain("data-discover");
  });
});

describe("links followed by their container on a page with React", () => {
  const followed = (children: ReactNode, path = "/welcome/students") =>
    draw(<FollowLinksHere>{children}</FollowLinksHere>, { path, shipsReact: true });
  const routers = (children: ReactNode, path = "/welcome/students") => draw(children, { path, shipsReact: true });

  it("are written as the router's own links", () => {
    const links = (
      <>
        <Link to="/welcome/students?sort=stdname&order=asc" preventScrollReset className="data-table-sort">
          Name
        </Link>
        <Link to="/welcome/students/ADM-1" aria-label="Update Asha">
          Update
        </Link>
        <NavLink to="/welcome/students" className="dashboard-section">
          Students
        </NavLink>
        <NavLink to="/welcome" end className="dashboard-section">
          Dashboard home
        </NavLink>
        <NavLink to="/welcome/account">My account</NavLink>
      </>
    );
    expect(followed(links)).toBe(routers(links));
    expect(followed(links)).toContain('aria-current="page" class="dashboard-section active"');
  });
});
