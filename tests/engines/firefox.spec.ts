import { defineSmokeSuite } from './smoke';
import { launchFirefox } from './support/firefox';

defineSmokeSuite('firefox', launchFirefox);
