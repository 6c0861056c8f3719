// The home page: the welcome popup 1 s after load, once per browser session.
import { scheduleWelcomePopup } from "~/modules/home/schedule-welcome-popup";

scheduleWelcomePopup();
