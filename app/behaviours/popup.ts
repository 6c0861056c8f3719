// The home page: the welcome popup 1 s after load, once per browser session.
import { scheduleWelcomePopup } from "~/features/home/schedule-welcome-popup";

scheduleWelcomePopup();
