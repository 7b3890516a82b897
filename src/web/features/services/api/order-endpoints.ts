import { serviceEndpoints } from '@shared/services/endpoints';

/** Each kind's endpoints: renovations under /services, the other extras under /containers. */
export const orderEndpoints = {
  renovation: {
    list: serviceEndpoints.listRenovations,
    get: serviceEndpoints.getRenovation,
    save: serviceEndpoints.saveRenovation,
    remove: serviceEndpoints.removeRenovation,
  },
  container: {
    list: serviceEndpoints.listContainers,
    get: serviceEndpoints.getContainer,
    save: serviceEndpoints.saveContainer,
    remove: serviceEndpoints.removeContainer,
  },
};
