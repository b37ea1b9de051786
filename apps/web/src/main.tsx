import '@/lib/zod-config';

// The app is imported only once zod-config has run: static imports would all be evaluated first (and a
// shared chunk may build schemas before this module's own code), so zod would already have probed for eval.
void import('./bootstrap');
