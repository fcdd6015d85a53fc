// Async boundary: shared singletons are negotiated before any of them is used.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
