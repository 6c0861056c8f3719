import type { KernelTables } from "../app/kernel/database/tables";
import type { AccountsTables } from "../app/modules/accounts/tables";
import type { AdmissionsTables } from "../app/modules/admissions/tables";
import type { AlertsTables } from "../app/modules/alerts/tables";
import type { ContactTables } from "../app/modules/contact/tables";
import type { DisclosureTables } from "../app/modules/disclosure/tables";
import type { DocumentsTables } from "../app/modules/documents/tables";
import type { DonationsTables } from "../app/modules/donations/tables";
import type { EnquiriesTables } from "../app/modules/enquiries/tables";
import type { EventsTables } from "../app/modules/events/tables";
import type { GalleryTables } from "../app/modules/gallery/tables";
import type { HelpDeskTables } from "../app/modules/help-desk/tables";
import type { MailTables } from "../app/modules/mail/tables";
import type { NewsTables } from "../app/modules/news/tables";
import type { NoticesTables } from "../app/modules/notices/tables";
import type { PagesTables } from "../app/modules/pages/tables";
import type { PicturesTables } from "../app/modules/pictures/tables";
import type { RecordsTables } from "../app/modules/records/tables";
import type { SearchTables } from "../app/modules/search/tables";
import type { SlidesTables } from "../app/modules/slides/tables";
import type { VisitorsTables } from "../app/modules/visitors/tables";

/**
 * Every table, as its owner declares it (db/table-owners.ts): the kernel's in app/kernel/database/tables.ts, each
 * module's in app/modules/<module>/tables.ts.
 */
export interface Database
  extends
    KernelTables,
    AccountsTables,
    AdmissionsTables,
    AlertsTables,
    ContactTables,
    DisclosureTables,
    DocumentsTables,
    DonationsTables,
    EnquiriesTables,
    EventsTables,
    GalleryTables,
    HelpDeskTables,
    MailTables,
    NewsTables,
    NoticesTables,
    PagesTables,
    PicturesTables,
    RecordsTables,
    SearchTables,
    SlidesTables,
    VisitorsTables {}

// Row and table types stay importable from here.
export type * from "../app/kernel/database/tables";
export type * from "../app/modules/accounts/tables";
export type * from "../app/modules/admissions/tables";
export type * from "../app/modules/alerts/tables";
export type * from "../app/modules/contact/tables";
export type * from "../app/modules/disclosure/tables";
export type * from "../app/modules/documents/tables";
export type * from "../app/modules/donations/tables";
export type * from "../app/modules/enquiries/tables";
export type * from "../app/modules/events/tables";
export type * from "../app/modules/gallery/tables";
export type * from "../app/modules/help-desk/tables";
export type * from "../app/modules/mail/tables";
export type * from "../app/modules/news/tables";
export type * from "../app/modules/notices/tables";
export type * from "../app/modules/pages/tables";
export type * from "../app/modules/pictures/tables";
export type * from "../app/modules/records/tables";
export type * from "../app/modules/search/tables";
export type * from "../app/modules/slides/tables";
export type * from "../app/modules/visitors/tables";
