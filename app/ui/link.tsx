import { createContext, use, type ComponentProps } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place that wraps the router's links
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from "react-router";

// A page without React never navigates in the browser (decision 040), so React Router's links there
// only cost the server: each resolves its path against the route tree, and reads hooks for prefetching, view transitions and
// click handling, about a tenth of a public page's CPU with the menu's 40 links (docs/benchmarks.md, issue 31).
// On such a page a link with an absolute address is a plain <a>; with React, or a relative address, it is the
// router's own. Decision 147.

/** Whether the page being drawn ships React (set by the root layout; true where nothing says, the safe side). */
export const ShipsReactContext = createContext(true);

type LinkProps = ComponentProps<typeof RouterLink>;
type NavLinkProps = ComponentProps<typeof RouterNavLink>;

/** React Router's props that mean something only to its own link, never written into the <a>. */
function anchorProps<P extends LinkProps | NavLinkProps>(props: P) {
  const {
    to: _to,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    viewTransition: _viewTransition,
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  } = props;
  return anchor;
}

/** An absolute address as a string (`/News?page=2`), or undefined when the router must resolve it. */
function absoluteHref(to: LinkProps["to"]) {
  if (typeof to !== "string") {
    if (!to.pathname?.startsWith("/")) return undefined;
    return `${to.pathname}${to.search ?? ""}${to.hash ?? ""}`;
  }
  return to.startsWith("/") ? to : undefined;
}

export function Link(props: LinkProps) {
  const href = use(ShipsReactContext) ? undefined : absoluteHref(props.to);
  if (href === undefined) return <RouterLink {...props} />;
  return <a {...anchorProps(props)} href={href} />;
}

/** The router's test, as NavLink makes it: the same path (case ignored), or below it unless `end`. */
function isActiveAt(current: string, target: string, end: boolean) {
  const here = current.toLowerCase().replace(/\/+$/, "") || "/";
  const there = target.toLowerCase().replace(/\/+$/, "") || "/";
  return here === there || (!end && there !== "/" && here.startsWith(`${there}/`));
}

export function NavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const href = use(ShipsReactContext) ? undefined : absoluteHref(props.to);
  const {
    className,
    end = false,
    caseSensitive: _caseSensitive,
    children,
    style,
    "aria-current": current = "page",
    ...rest
  } = anchorProps(props);
  if (href === undefined || typeof children === "function" || typeof style === "function") {
    return <RouterNavLink {...props} />;
  }
  const isActive = isActiveAt(pathname, href.split(/[?#]/)[0]!, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === "function"
      ? className(state)
      : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <a
      {...rest}
      href={href}
      className={classes || undefined}
      style={style}
      aria-current={isActive ? current : undefined}
    >
      {children}
    </a>
  );
}
