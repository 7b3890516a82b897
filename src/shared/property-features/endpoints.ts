import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  propertyFeature,
  propertyFeatureGroup,
  propertyFeatureListQuery,
  savePropertyFeatureBody,
  savePropertyFeatureGroupBody,
} from './contracts';

export const propertyFeatureEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/property-features',
    query: propertyFeatureListQuery,
    answer: z.array(propertyFeature),
  }),
  create: endpoint({
    method: 'POST',
    path: '/property-features',
    body: savePropertyFeatureBody,
    answer: propertyFeature,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/property-features/:id',
    params: idParams,
    body: savePropertyFeatureBody,
    answer: propertyFeature,
  }),
  remove: endpoint({ method: 'DELETE', path: '/property-features/:id', params: idParams, answer: okBody }),

  listGroups: endpoint({
    method: 'GET',
    path: '/property-feature-groups',
    answer: z.array(propertyFeatureGroup),
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/property-feature-groups',
    body: savePropertyFeatureGroupBody,
    answer: propertyFeatureGroup,
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: '/property-feature-groups/:id',
    params: idParams,
    body: savePropertyFeatureGroupBody,
    answer: propertyFeatureGroup,
  }),
  removeGroup: endpoint({
    method: 'DELETE',
    path: '/property-feature-groups/:id',
    params: idParams,
    answer: okBody,
  }),
};
