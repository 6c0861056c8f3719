// Every public page without React: the alert banner's hidden alerts, the menu, scroll-to-top, floating buttons, the visitor count, and the footer's
// REQUEST A CALL BACK form checked and sent in place (and the same form on its own page, /forms/callback).
import { enhanceMainNav } from "~/ui/layout/enhance-main-nav";
import { enhanceScrollToTop } from "~/ui/layout/enhance-scroll-to-top";
import { stayClear } from "~/ui/layout/stay-clear";
import { enhanceCallbackForm } from "~/modules/contact/enhance-forms";
import { refreshVisitorCount } from "~/modules/visitors/refresh-visitor-count";
import { rememberLanguageChoice } from "~/ui/layout/remember-language";
import { rememberHiddenAlerts } from "~/modules/alerts/remember-hidden-alerts";

document.documentElement.classList.replace("no-js", "js");
const nav = document.querySelector<HTMLElement>("nav.main-nav");
if (nav) enhanceMainNav(nav);
const scrollToTop = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]");
if (scrollToTop) enhanceScrollToTop(scrollToTop);
document.querySelectorAll<HTMLElement>(".chat-link").forEach(stayClear);
const visitorCount = document.querySelector<HTMLElement>("[data-testid=visitor-count]");
if (visitorCount) refreshVisitorCount(visitorCount);
document.querySelectorAll<HTMLFormElement>("form.callback-form").forEach(enhanceCallbackForm);
rememberLanguageChoice(document);
rememberHiddenAlerts(document);
