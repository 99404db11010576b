// Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in the apps' builds: the
// page's requests go through axios's XHR adapter, the first of its default adapter list
// (['xhr', 'http', 'fetch']) that a browser supports, so the fetch adapter never runs there.
// `getFetch` answering false is axios's own "not supported by the environment". See webpack.cjs.
export const getFetch = () => false;
export default false;
