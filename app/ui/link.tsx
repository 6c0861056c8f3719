import { createContext, use, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import {
  // eslint-disable-next-line no-restricted-imports -- the one place that wraps the router's links
  Link as RouterLink,
  // eslint-disable-next-line no-restricted-imports -- the one place that wraps the router's links
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
} from "react-router";

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

// On a page with React the router's link costs its hooks on the server for each link (resolving its path twice,
// click, prefetch and view-transition state): about 5% of the students list's CPU for the dashboard's menu and the
// table's sort and row links. Inside <FollowLinksHere> a link with an absolute address is a plain <a> whose click
// goes to one shared handler that navigates as the router's would; its HTML is the router's (data-discover kept,
// so the router still learns the routes it leads to).

type FollowLink = (event: MouseEvent<HTMLAnchorElement>, options: { preventScrollReset?: boolean }) => void;
const FollowLinksContext = createContext<FollowLink | null>(null);

/** The router's click handling (useLinkClickHandler): a plain left click navigates in the page. */
function useFollowLink(): FollowLink {
  const navigate = useNavigate();
  const location = useLocation();
  return (event, { preventScrollReset }) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const to = event.currentTarget.getAttribute("href") ?? "";
    event.preventDefault();
    navigate(to, { preventScrollReset, replace: to === `${location.pathname}${location.search}${location.hash}` });
  };
}

/** Links inside are plain anchors followed in the page by one click handler (see above). */
export function FollowLinksHere({ children }: { children: ReactNode }) {
  return <FollowLinksContext value={useFollowLink()}>{children}</FollowLinksContext>;
}

/** The address of a link FollowLinksHere can follow: absolute, and asking nothing only the router's link does. */
function followedHref(props: LinkProps | NavLinkProps) {
  const routerOnly =
    props.onClick !== undefined ||
    props.target !== undefined ||
    props.replace !== undefined ||
    props.state !== undefined ||
    props.relative !== undefined ||
    props.reloadDocument !== undefined ||
    props.viewTransition !== undefined ||
    props.mask !== undefined ||
    props.defaultShouldRevalidate !== undefined ||
    props.discover !== undefined ||
    (props.prefetch ?? "none") !== "none";
  return routerOnly ? undefined : absoluteHref(props.to);
}

export function Link(props: LinkProps) {
  const follow = use(FollowLinksContext);
  if (!use(ShipsReactContext)) {
    const href = absoluteHref(props.to);
    if (href !== undefined) return <a {...anchorProps(props)} href={href} />;
  } else if (follow) {
    const href = followedHref(props);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => follow(event, props);
    if (href !== undefined) return <a {...anchorProps(props)} href={href} onClick={onClick} data-discover="true" />;
  }
  return <RouterLink {...props} />;
}

/** The router's test, as NavLink makes it: the same path (case ignored), or below it unless `end`. */
function isActiveAt(current: string, target: string, end: boolean) {
  const here = current.toLowerCase().replace(/\/+$/, "") || "/";
  const there = target.toLowerCase().replace(/\/+$/, "") || "/";
  return here === there || (!end && there !== "/" && here.startsWith(`${there}/`));
}

export function NavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const follow = use(FollowLinksContext);
  const shipsReact = use(ShipsReactContext);
  // The router's NavLink alone tells letter case apart.
  const followed = follow && !props.caseSensitive ? followedHref(props) : undefined;
  const href = !shipsReact ? absoluteHref(props.to) : followed;
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
  if (shipsReact) {
    // As the router's NavLink writes it (its attributes in its order), followed by the shared handler.
    const ariaCurrent = isActive ? current : undefined;
    return (
      <a
        {...rest}
        aria-current={ariaCurrent}
        className={classes}
        style={style}
        href={href}
        onClick={(event) => follow!(event, props)}
        data-discover="true"
      >
        {children}
      </a>
    );
  }
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
