/** Where browsers send error reports (spec §7 "error-reporting endpoint"); the server and the client read it here. */
export const ERROR_REPORT_PATH = '/_/error';
