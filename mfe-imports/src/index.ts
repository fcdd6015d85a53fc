// Standalone development entry: the async boundary lets shared singletons negotiate first.
void import('./bootstrap');
