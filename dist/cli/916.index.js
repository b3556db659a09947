export const id = 916;
export const ids = [916];
export const modules = {

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WR: () => (/* binding */ UPLOAD_REF_FORMS),
/* harmony export */   kB: () => (/* binding */ COMMIT_SHA_FORM),
/* harmony export */   n$: () => (/* binding */ LISTING_REF),
/* harmony export */   oc: () => (/* binding */ UPLOAD_REF),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   zl: () => (/* binding */ LISTING_REF_FORMS)
/* harmony export */ });
/**
 * The refs and commit SHAs the service takes, one rule for the client, the steps and the emulator (issue 25: each had
 * its own, and they disagreed). As the published description gives them (`code-scanning-ref-full`,
 * `code-scanning-ref`, `code-scanning-analysis-commit-sha`): an upload names its ref in full — a branch, a tag or a
 * pull request's merge or head ref; the alert listing also takes a bare branch name; a commit SHA is 40
 * hexadecimal digits (64 in a SHA-256 repository), in either case.
 */
/** An upload's ref. */
const UPLOAD_REF = /^refs\/(heads\/\S+|tags\/\S+|pull\/\d+\/(merge|head))$/;
const UPLOAD_REF_FORMS = 'refs/heads/<branch>, refs/tags/<tag>, refs/pull/<number>/merge or refs/pull/<number>/head';
/** The ref of an alert listing (spec, code scanning rule 2). */
const LISTING_REF = /^(refs\/heads\/\S+|refs\/pull\/\d+\/merge|(?!refs\/)\S+)$/;
const LISTING_REF_FORMS = 'refs/heads/<branch>, <branch> or refs/pull/<number>/merge';
/** A full commit SHA. */
const COMMIT_SHA = /^[0-9a-fA-F]{40}([0-9a-fA-F]{24})?$/;
const COMMIT_SHA_FORM = '40 hexadecimal digits (64 in a SHA-256 repository)';


/***/ })

};
