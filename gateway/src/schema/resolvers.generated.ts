/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
    import type   { Resolvers } from './types.generated.js';
    import    { me as Query_me } from './customer/resolvers/Query/me.js';
import    { orders as Query_orders } from './orders/resolvers/Query/orders.js';
import    { siteConfig as Query_siteConfig } from './site/resolvers/Query/siteConfig.js';
import    { login as Mutation_login } from './session/resolvers/Mutation/login.js';
import    { logout as Mutation_logout } from './session/resolvers/Mutation/logout.js';
    export const resolvers: Resolvers = {
      Query: { me: Query_me,orders: Query_orders,siteConfig: Query_siteConfig },
      Mutation: { login: Mutation_login,logout: Mutation_logout },
      
      
    }