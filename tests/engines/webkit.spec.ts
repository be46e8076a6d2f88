import { defineSmokeSuite } from './smoke';
import { launchWebKit } from './support/webkit';

defineSmokeSuite('webkit', launchWebKit);
