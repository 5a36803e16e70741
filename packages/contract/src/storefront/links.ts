/**
 * The company's own addresses outside the store (spec §2: the navigation's Support and Corporate
 * links, the support links of error dialogs and result pages, the sitemap's support pages).
 * @module
 */

/** The customer support site. */
export const SUPPORT_URL = 'https://support.d2d.example/';
/** The support site's contact form. */
export const SUPPORT_CONTACT_URL = 'https://support.d2d.example/contact';
