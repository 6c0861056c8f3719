import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import type { ReactNode } from "react";
import { Link, NavLink, ShipsReactContext } from "./link";

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
