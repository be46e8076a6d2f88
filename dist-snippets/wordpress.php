<?php
/**
 * agent-chat on every page of a WordPress site, as a footer script: put this in your (child) theme's
 * functions.php or in a small plugin. Copy node_modules/agent-chat/dist/agent-chat.js (after
 * `npm install agent-chat`) to your theme's js/ folder, or point the URL at your CDN.
 */
add_action('wp_enqueue_scripts', function () {
  wp_enqueue_script(
    'agent-chat',
    get_stylesheet_directory_uri() . '/js/agent-chat.js',
    array(),
    '0.1.0',
    array('in_footer' => true, 'strategy' => 'defer')
  );
});

add_action('wp_footer', function () {
  ?>
  <agent-chat-launcher
    agent-id="<?php echo esc_attr('YOUR_AGENT_ID'); ?>"
    workspace-id="<?php echo esc_attr('YOUR_WORKSPACE_ID'); ?>"
    access-key="<?php echo esc_attr('YOUR_ACCESS_KEY'); ?>"
    base-url="<?php echo esc_url('https://your-agent-platform.example.com'); ?>"
  ></agent-chat-launcher>
  <?php
});
